/**
 * What a page's painter draws with: the few pdfkit methods react-pdf hands a canvas's paint
 * function (a proxy of its pdfkit document), in page coordinates (y downwards).
 */
export type Painter = {
  font(src: string): Painter;
  fontSize(size: number): Painter;
  fillColor(color: string): Painter;
  strokeColor(color: string): Painter;
  lineWidth(width: number): Painter;
  rect(x: number, y: number, w: number, h: number): Painter;
  fill(): Painter;
  stroke(): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: boolean; width?: number; align?: "right" }): Painter;
  save(): Painter;
  restore(): Painter;
  rotate(angle: number, options: { origin: [number, number] }): Painter;
  fillOpacity(opacity: number): Painter;
};

/**
 * A canvas paints in page coordinates (react-pdf does not clip it): `paint` runs once per page it
 * is on. react-pdf also calls it with a measuring context, and no size, when it lays out a canvas
 * without one; that call must not count as a page.
 */
export function pagePainter(paint: (p: Painter) => void) {
  return (painter: unknown, availableWidth?: number) => {
    if (availableWidth === undefined) return null;
    paint(painter as Painter);
    return null;
  };
}
