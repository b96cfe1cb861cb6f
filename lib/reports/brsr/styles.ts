import { StyleSheet } from "@react-pdf/renderer";
import { ACCENT, INK, MARGIN_BOTTOM, MARGIN_TOP, MARGIN_X, MUTED, RULE } from "./flow";
import { FONT_FAMILY } from "./fonts";

/** The styles of what react-pdf lays out: the cover and the annex's title. */
export const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 8.5, color: INK, paddingTop: MARGIN_TOP, paddingBottom: MARGIN_BOTTOM, paddingHorizontal: MARGIN_X },
  muted: { color: MUTED },
  coverTitle: { fontSize: 24, fontWeight: "bold", color: ACCENT, marginTop: 70, lineHeight: 1.2 },
  coverSub: { fontSize: 13, color: INK, marginTop: 8 },
  coverDraft: { fontSize: 12, fontWeight: "bold", color: "#c0392b", marginTop: 10 },
  coverNoteLine: { fontSize: 9.5, color: MUTED, marginTop: 4 },
  coverCompany: { fontSize: 18, fontWeight: "bold", marginTop: 32 },
  coverFacts: { marginTop: 16, borderTopWidth: 0.6, borderTopColor: RULE },
  coverFact: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.6, borderBottomColor: RULE, fontSize: 10 },
  coverFactLabel: { width: 190, color: MUTED },
  coverFactValue: { flex: 1 },
  // A unitless lineHeight multiplies the font size given in the same style (18 pt when none is).
  coverNote: { marginTop: 20, fontSize: 8.5, color: MUTED, lineHeight: 1.45 },
  contents: { marginTop: 20 },
  contentsTitle: { fontSize: 10.5, fontWeight: "bold", color: ACCENT, marginBottom: 2 },
  contentsLine: { fontSize: 9.5, paddingVertical: 2 },
  sectionTitle: { fontSize: 14, fontWeight: "bold", color: ACCENT, marginBottom: 4 },
  // A point at the page's corner: the painters draw in page coordinates (react-pdf does not clip a
  // canvas), and a canvas as tall as the page would be larger than the page's content area.
  pageCanvas: { position: "absolute", top: 0, left: 0, width: 1, height: 1 },
});
