import Foundation

/// The settings of an `.xcconfig` file, with its `#include`s read in place.
///
/// Each line is `KEY = value` (an optional `;` ends it), `#include "other.xcconfig"` or
/// `#include? "optional.xcconfig"` (relative to the including file's folder), blank, or a comment.
/// `//` starts a comment anywhere on a line, as in Xcode. Settings with a condition
/// (`KEY[sdk=iphoneos*] = …`) are kept with their condition in `key` and never match a plain key.
struct XCConfigFile {
    /// One `KEY = value` line.
    struct Assignment: Equatable {
        var key: String
        var value: String
        var path: String
        var line: Int
    }

    /// How deep `#include`s may nest; deeper ones are ignored (`XCConfigIncludeGuard` bounds the rest).
    static let maximumIncludeDepth = XCConfigIncludeGuard.maximumDepth

    /// The assignments in the order Xcode applies them (an included file's at the `#include`).
    let assignments: [Assignment]

    /// Reads the file at `path` and everything it includes; unreadable files contribute nothing.
    init(path: String) {
        var result: [Assignment] = []
        var includes = XCConfigIncludeGuard()
        Self.read(path, includes: &includes, into: &result)
        assignments = result
    }

    /// The assignments to `key`, the one that wins first.
    func values(of key: String) -> [Assignment] {
        assignments.filter { $0.key == key }.reversed()
    }

    private static func read(_ path: String, includes: inout XCConfigIncludeGuard, into result: inout [Assignment]) {
        guard includes.enter(path) else { return }
        defer { includes.leave() }
        guard let bytes = try? BoundedFile.read(path, limit: .xcconfig) else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        let folder = (path as NSString).deletingLastPathComponent
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            let line = stripComment(Substring(rawLine)).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                if let included = includedPath(line, folder: folder) {
                    read(included, includes: &includes, into: &result)
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            guard !key.isEmpty, !key.contains(" ") else { continue }
            result.append(Assignment(key: key, value: value, path: path, line: number))
        }
    }

    /// The line up to a `//` comment.
    private static func stripComment(_ line: Substring) -> String {
        guard let range = line.range(of: "//") else { return String(line) }
        return String(line[..<range.lowerBound])
    }

    /// The file named by `#include "…"` or `#include? "…"`, resolved against `folder`. Paths in
    /// angle brackets name files inside Xcode itself and are skipped.
    private static func includedPath(_ line: String, folder: String) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let name = String(rest[..<close])
        guard !name.isEmpty, !name.hasPrefix("<") else { return nil }
        return XcodeProject.join(folder, name)
    }
}
