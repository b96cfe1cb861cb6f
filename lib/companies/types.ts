import type { z } from "zod";
import type { companyDetailResponse, companyResponse } from "./response-schemas";

/** A company as the API answers it (SPEC section 3): its schema is lib/companies/response-schemas.ts. */
export type CompanyDto = z.infer<typeof companyResponse>;
/** GET /api/companies/{id}. */
export type CompanyDetailDto = z.infer<typeof companyDetailResponse>;
