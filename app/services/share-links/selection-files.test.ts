import { describe, expect, it } from "vitest";
import { csvCell, csvText, lightroomFilter } from "./selection-files";

describe("a selection for Lightroom and spreadsheets", () => {
  it("joins file names with OR, each once", () => {
    expect(lightroomFilter(["DSC_0001", "DSC_0007", "DSC_0001", " "])).toBe("DSC_0001 OR DSC_0007");
    expect(lightroomFilter([])).toBe("");
  });

  it("keeps spreadsheet formulas from running", () => {
    for (const formula of ["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)"]) {
      expect(csvCell(formula)).toBe(`'${formula}`);
    }
    expect(csvCell("crop, please")).toBe('"crop, please"');
    expect(csvCell('say "cheese"')).toBe('"say ""cheese"""');
    expect(csvCell("=a,b")).toBe(`"'=a,b"`);
  });

  it("writes UTF-8 with a byte order mark and CRLF lines", () => {
    expect(
      csvText([
        ["a", "é"],
        ["b", "c"],
      ]),
    ).toBe("\uFEFFa,é\r\nb,c\r\n");
  });
});
