import { sql, type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * Several small result sets in one statement (decisions D30: the dashboard's reads cost a statement's
 * parse, plan and round trip each, more than the rows themselves). A select's rows become one JSON
 * array column, in the select's order: json_agg reads its sorted subquery in order.
 */
export function jsonRowsOf(query: SQLWrapper): SQL {
  return sql`(SELECT coalesce(json_agg(q), '[]'::json) FROM (${query}) q)`;
}

/**
 * A row of such an array as the select itself would have answered it: each field is found under
 * its column's name and mapped as that column maps the driver's value (a timestamp's ISO text
 * becomes a Date, a float's 'NaN' a number). The fields must be columns with distinct names.
 */
export function rowFromJson<T>(fields: Record<string, Column>, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(fields)) {
    const value = json[column.name];
    // JSON columns arrive parsed already: mapping them again would read a JSON string as JSON.
    const parsed = column.columnType === "PgJsonb" || column.columnType === "PgJson";
    row[key] = value === null || value === undefined ? null : parsed ? value : column.mapFromDriverValue(value);
  }
  return row as T;
}
