import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The settings of an `.xcconfig` file, with its `#include`s read in place.
///
/// Each line is `KEY = value` (an optional `;` ends it), `#include "other.xcconfig"` or
/// `#include? "optional.xcconfig"` (relative to the including file's folder), blank, or a comment.
/// `//` starts a comment anywhere on a line, as in Xcode. Settings with a condition
/// (`KEY[sdk=iphoneos*] = …`) are kept with their condition in `key` and never match a plain key.
package struct XCConfigFile: Sendable {
    /// A file that is named but does not exist: the base file itself (`includedFrom` nil), or the
    /// target of a `#include` (without `?`) at `includedFrom`.
    package struct Missing: Sendable, Equatable {
        package var path: String
        package var includedFrom: (path: String, line: Int)?

        package static func == (left: Missing, right: Missing) -> Bool {
            left.path == right.path && left.includedFrom?.path == right.includedFrom?.path
                && left.includedFrom?.line == right.includedFrom?.line
        }
    }

    /// One `KEY = value` line.
    struct Assignment: Equatable, Sendable {
        var key: String
        var value: String
        var path: String
        var line: Int
    }

    /// How deep `#include`s may nest; deeper ones are ignored (`XCConfigIncludeGuard` bounds the rest).
    static let maximumIncludeDepth = XCConfigIncludeGuard.maximumDepth

    /// The assignments in the order Xcode applies them (an included file's at the `#include`).
    let assignments: [Assignment]
    /// Files named but absent (a `#include?` of an absent file is not listed: `?` makes it optional).
    package let missing: [Missing]

    /// Reads the file at `path` and everything it includes; unreadable files contribute nothing.
    init(path: String) {
        var reader = Reader()
        reader.read(path, includedFrom: nil, required: true)
        assignments = reader.assignments
        missing = reader.missing
    }

    /// The assignments to `key`, the one that wins first.
    func values(of key: String) -> [Assignment] {
        assignments.filter { $0.key == key }.reversed()
    }

    /// Reads one file after another as the `#include`s lead, gathering assignments and absent
    /// files. `XCConfigIncludeGuard` bounds the chain (cycles, depth, total).
    private struct Reader {
        var assignments: [Assignment] = []
        var missing: [Missing] = []
        var includes = XCConfigIncludeGuard()

        /// Every `#include` and `#include?` goes through here.
        mutating func include(_ line: String, in path: String, at number: Int) {
            let folder = Path(path).parent.string
            guard let included = XCConfigFile.includedPath(line, folder: folder) else { return }
            let required = !line.hasPrefix("#include?")
            read(included, includedFrom: (path, number), required: required)
        }

        mutating func read(_ path: String, includedFrom: (path: String, line: Int)?, required: Bool) {
            guard includes.enter(path) else { return }
            defer { includes.leave() }
            guard let bytes = try? BoundedFile.read(path, limit: .xcconfig) else {
                if required, !FileManager.default.fileExists(atPath: path) {
                    missing.append(Missing(path: path, includedFrom: includedFrom))
                }
                return
            }
            let text = String(decoding: bytes, as: UTF8.self)
            var number = 0
            for rawLine in text.split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            {
                number += 1
                let line = XCConfigFile.stripComment(Substring(rawLine)).trimmingWhitespace()
                if line.isEmpty { continue }
                if line.hasPrefix("#include") {
                    include(line, in: path, at: number)
                    continue
                }
                guard let equals = line.firstIndex(of: "=") else { continue }
                let key = line[..<equals].trimmingWhitespace()
                var value = line[line.index(after: equals)...].trimmingWhitespace()
                if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace() }
                guard !key.isEmpty, !key.contains(" ") else { continue }
                assignments.append(Assignment(key: key, value: value, path: path, line: number))
            }
        }
    }

    /// The line up to a `//` comment.
    fileprivate static func stripComment(_ line: Substring) -> String {
        guard let range = line.firstRange(ofBytes: "//") else { return String(line) }
        return String(line[..<range.lowerBound])
    }

    /// The file named by `#include "…"` or `#include? "…"`, resolved against `folder`. Paths in
    /// angle brackets name files inside Xcode itself and are skipped.
    fileprivate static func includedPath(_ line: String, folder: String) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let name = String(rest[..<close])
        guard !name.isEmpty, !name.hasPrefix("<") else { return nil }
        return XcodeProject.join(folder, name)
    }
}
