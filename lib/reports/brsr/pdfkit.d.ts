// pdfkit ships no types; react-pdf renders with it, and mono-text.ts only needs its class.
declare module "pdfkit" {
  const PDFDocument: new (...args: never[]) => object;
  export default PDFDocument;
}
