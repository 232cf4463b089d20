/// A human-facing position in a source file.
package struct SourceLocation: Sendable, Equatable, Hashable {
    /// 1-based line number. `\n`, `\r\n` and a lone `\r` each end a line.
    package var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line (so `é` written as
    /// one scalar counts once, whatever its byte length).
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
