// pdfkit ships no types; react-pdf renders with it. mono-text.ts needs its class, flow.ts opens
// the report fonts with it to read their advance widths.
declare module "pdfkit" {
  const PDFDocument: new (options?: { autoFirstPage?: boolean }) => object;
  export default PDFDocument;
}
