import JSZip from "jszip";
import { UniqueNames, attachmentDisposition, cleanFileName, formatFileSize, packFolderName, sniffEvidence } from "@/lib/evidence/sniff";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

async function zip(parts: string[]): Promise<Uint8Array> {
  const z = new JSZip();
  for (const p of parts) z.file(p, "<x/>");
  return z.generateAsync({ type: "uint8array" });
}

describe("sniffEvidence", () => {
  it("reads PDF, PNG and JPEG by their signatures, whatever the name", () => {
    expect(sniffEvidence(text("%PDF-1.7\n..."), "photo.png")).toBe("pdf");
    expect(sniffEvidence(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "x.pdf")).toBe("png");
    expect(sniffEvidence(bytes(0xff, 0xd8, 0xff, 0xdb, 0), "x")).toBe("jpeg");
  });

  it("tells XLSX from DOCX by their parts and refuses other zips", async () => {
    expect(sniffEvidence(await zip(["[Content_Types].xml", "xl/workbook.xml"]), "a.docx")).toBe("xlsx");
    expect(sniffEvidence(await zip(["[Content_Types].xml", "word/document.xml"]), "a.xlsx")).toBe("docx");
    expect(sniffEvidence(await zip(["xl/workbook.xml"]), "a.xlsx")).toBeNull();
    expect(sniffEvidence(await zip(["[Content_Types].xml", "ppt/presentation.xml"]), "a.pptx")).toBeNull();
    expect(sniffEvidence(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3), "broken.xlsx")).toBeNull();
  });

  it("takes CSV only as valid UTF-8 text without NUL bytes named .csv", () => {
    expect(sniffEvidence(text("a,b\n1,2\n"), "data.CSV")).toBe("csv");
    expect(sniffEvidence(text("महीना,kWh\nअप्रैल,1200\n"), "data.csv")).toBe("csv");
    expect(sniffEvidence(text("a,b\n1,2\n"), "data.txt")).toBeNull();
    expect(sniffEvidence(bytes(0x61, 0x00, 0x62), "data.csv")).toBeNull();
    expect(sniffEvidence(bytes(0x61, 0xc3, 0x28), "data.csv")).toBeNull();
  });

  it("refuses anything else", () => {
    expect(sniffEvidence(text("<html><script>alert(1)</script>"), "page.pdf")).toBeNull();
    expect(sniffEvidence(bytes(0x4d, 0x5a, 0x90, 0), "setup.exe")).toBeNull();
    expect(sniffEvidence(text("GIF89a"), "a.png")).toBeNull();
    expect(sniffEvidence(text("%PD"), "short.pdf")).toBeNull();
  });
});

describe("file names", () => {
  it("keeps the last part of a path, without control characters or leading dots", () => {
    expect(cleanFileName("C:\\fakepath\\bill.pdf", "pdf")).toBe("bill.pdf");
    expect(cleanFileName("../../etc/passwd.csv", "csv")).toBe("passwd.csv");
    expect(cleanFileName("..hidden.png", "png")).toBe("hidden.png");
    expect(cleanFileName("a\u0000b\u001f.pdf", "pdf")).toBe("ab.pdf");
    expect(cleanFileName("   ", "jpeg")).toBe("evidence.jpg");
    expect(cleanFileName("dir/", "xlsx")).toBe("evidence.xlsx");
  });

  it("shortens a long name keeping its extension", () => {
    const name = cleanFileName(`${"अ".repeat(300)}.pdf`, "pdf");
    expect([...name]).toHaveLength(200);
    expect(name.endsWith(".pdf")).toBe(true);
  });

  it("writes Content-Disposition with an ASCII fallback and RFC 5987 filename* when needed", () => {
    expect(attachmentDisposition("bill.pdf")).toBe('attachment; filename="bill.pdf"');
    expect(attachmentDisposition('say "hi".pdf')).toBe(`attachment; filename="say _hi_.pdf"; filename*=UTF-8''say%20%22hi%22.pdf`);
    const header = attachmentDisposition("बिल (मार्च)'s.pdf");
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(header.split("''")[1])).toBe("बिल (मार्च)'s.pdf");
  });

  it("makes metric names safe folder names", () => {
    expect(packFolderName("Scope 1 emissions")).toBe("Scope 1 emissions");
    expect(packFolderName('Waste / hazardous: "A"')).toBe("Waste - hazardous- -A-");
    expect(packFolderName("..")).toBe("Unnamed metric");
    expect(packFolderName("  ")).toBe("Unnamed metric");
  });

  it("de-duplicates paths case-insensitively, numbering before the extension", () => {
    const names = new UniqueNames();
    expect(names.take("evidence/A/bill.pdf")).toBe("evidence/A/bill.pdf");
    expect(names.take("evidence/A/Bill.pdf")).toBe("evidence/A/Bill (2).pdf");
    expect(names.take("evidence/A/bill.pdf")).toBe("evidence/A/bill (3).pdf");
    expect(names.take("evidence/B/bill.pdf")).toBe("evidence/B/bill.pdf");
    expect(names.take("evidence/A/README")).toBe("evidence/A/README");
    expect(names.take("evidence/A/README")).toBe("evidence/A/README (2)");
  });

  it("formats sizes for the list", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
  });
});
