/// Rows of cells printed as aligned columns: each column padded to its widest cell plus two spaces,
/// the last column unpadded, one line per row.
package enum TextTable {
    package static func render(_ rows: [[String]]) -> String {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined() + "\n"
        }.joined()
    }
}
