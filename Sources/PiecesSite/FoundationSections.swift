/// The sections of a foundation file (`// pieces-motion-section: NAME`) with the first paragraph of
/// the doc comment that follows each marker: what the motion page lists and piece pages link to.
package struct FoundationSections: Sendable {
    package struct Section: Equatable, Sendable {
        package var name: String
        package var summary: String
    }

    package static let marker = "// pieces-motion-section: "

    package private(set) var sections: [Section] = []

    /// Reads the sections of `text`, in order.
    package init(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.siteTrimmed(" \t\r") }
        for (index, line) in lines.enumerated() where line.hasPrefix(Self.marker) {
            let name = String(line.dropFirst(Self.marker.count))
            var paragraph: [String] = []
            for next in lines[(index + 1)...] {
                if next.hasPrefix(Self.marker) { break }
                guard next.hasPrefix("///") else {
                    if paragraph.isEmpty { continue } else { break }
                }
                let content = next.dropFirst(3).siteTrimmed(" ")
                if content.isEmpty { if paragraph.isEmpty { continue } else { break } }
                paragraph.append(content)
            }
            sections.append(Section(name: name, summary: paragraph.joined(separator: " ")))
        }
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func siteTrimmed(_ set: String) -> String {
        var view = Substring(self)
        while let first = view.first, set.contains(first) { view.removeFirst() }
        while let last = view.last, set.contains(last) { view.removeLast() }
        return String(view)
    }
}
