/// Where something is in a file, for diagnostics.
package struct SourcePosition: Sendable, Equatable, Hashable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }
}
