import Foundation
import PiecesTestSupport
import Testing

/// The house line limit, which `.swift-format` (`lineLength`) also sets: no line of the package's own
/// Swift code is longer than 120 characters. swift-format cannot break a long string literal or
/// comment, so this test is what keeps those within the limit too. Fixtures are inputs, not our code.
@Suite("line length")
struct LineLengthTests {
    static let limit = 120
    static let folders = ["Sources", "Tests"]

    @Test func noLineOfOurSwiftIsLongerThanTheLimit() throws {
        let root = FixturePaths.repositoryRoot
        var long: [String] = []
        for folder in Self.folders {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.split(separator: "/").contains("Fixtures") else {
                    continue
                }
                let path = "\(folder)/\(relative)"
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.count > Self.limit {
                    long.append("\(path):\(index + 1): \(line.count) characters")
                }
            }
        }
        long += try manifestLines(root)
        #expect(long.isEmpty, "lines over \(Self.limit) characters:\n\(long.joined(separator: "\n"))")
    }

    private func manifestLines(_ root: URL) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.count > Self.limit }
            .map { "Package.swift:\($0.offset + 1): \($0.element.count) characters" }
    }
}
