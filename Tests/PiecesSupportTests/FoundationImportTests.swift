import Foundation
import PiecesTestSupport
import Testing

/// The tool's modules import Foundation proper only where FoundationEssentials is missing (Apple's
/// platforms, where Foundation is the system's and costs nothing extra): on Linux it would link
/// CoreFoundation and ICU, most of a static binary's size and start-up (docs/benchmarks.md,
/// Start-up). The compiler cannot say so, because Foundation compiles everything Essentials does;
/// this suite does.
@Suite("Foundation imports")
struct FoundationImportTests {
    /// Executables and plugins that never ship in the `pieces` binary, where Foundation is fine.
    static let exempt: Set<String> = [
        "pieces-benchmark", "pieces-embed", "EmbedRegistryPlugin", "PiecesCommandPlugin"
    ]

    /// Every `import Foundation` (or of a part of it) in the tool's modules that is not the `#else`
    /// of an `#if canImport(FoundationEssentials)`, nor inside an `#if canImport(Darwin)` file.
    static func unguardedImports() throws -> [String] {
        let sources = FixturePaths.repositoryRoot.appendingPathComponent("Sources")
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let relative = walker?.nextObject() as? String {
            let module = String(relative.prefix { $0 != "/" })
            guard relative.hasSuffix(".swift"), !exempt.contains(module) else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            var conditions: [String] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("#if ") {
                    conditions.append(code)
                } else if code.hasPrefix("#else") || code.hasPrefix("#elseif") {
                    conditions[conditions.count - 1] = "!" + (conditions.last ?? "")
                } else if code == "#endif" {
                    conditions.removeLast()
                } else if code.hasPrefix("import Foundation") || code.hasPrefix("@preconcurrency import Foundation"),
                    !code.hasPrefix("import FoundationEssentials"),
                    !conditions.contains(where: Self.allowsFoundation)
                {
                    found.append("Sources/\(relative):\(number + 1)")
                }
            }
        }
        return found.sorted()
    }

    /// A branch taken only where Essentials is not there, or only on Apple's platforms.
    static func allowsFoundation(_ condition: String) -> Bool {
        condition == "!#if canImport(FoundationEssentials)" || condition == "#if canImport(Darwin)"
    }

    @Test func foundationProperIsImportedOnlyWhereEssentialsIsMissing() throws {
        #expect(try Self.unguardedImports() == [])
    }
}
