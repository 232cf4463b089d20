import Foundation
import Testing

@testable import PiecesSupport

/// `Path` answers as the Foundation calls it replaced (`NSString`'s path methods, a standardized
/// file URL's path) over every path built from a set of awkward components, so output written
/// with those calls keeps its bytes. Two kinds of path are left out where Foundation is the odd
/// one: a path of only slashes (`//`), the empty path to Linux's `NSString` and the root to
/// `Path`; and a relative path with `//` before `..`, which a URL merges into its base keeping the
/// empty component for `..` to take back (`a//..` from `/w` is `/w/a` to it, `/w` to `Path` and the
/// file system).
struct PathFoundationAgreementTests {
    static let components = ["a", "b.swift", ".hidden", "..", ".", "a.", "Caf\u{E9}", "x y", ""]

    /// Every path of up to three components, absolute or relative, with or without a trailing `/`.
    static let paths: [String] = {
        var result: [String] = []
        var stems: [[String]] = [[]]
        for _ in 0..<3 {
            stems = stems.flatMap { stem in components.map { stem + [$0] } }
            for stem in stems {
                let joined = stem.joined(separator: "/")
                for candidate in [joined, "/" + joined, joined + "/", "/" + joined + "/"]
                where !candidate.isEmpty && !candidate.allSatisfy({ $0 == "/" }) {
                    result.append(candidate)
                }
            }
        }
        return Array(Set(result)).sorted()
    }()

    @Test func componentsAgreeWithNSString() {
        for path in Self.paths {
            let text = path as NSString
            // Linux's `NSString` stops the process on the parent of a one-character relative path (`a`, `./`).
            if Path(path).tidied.count > 1 || Path(path).tidied == "/" {
                #expect(Path(path).parent.string == text.deletingLastPathComponent, "parent of \(path)")
            }
            #expect(Path(path).basename == text.lastPathComponent, "basename of \(path)")
            #expect(Path(path).extension == text.pathExtension, "extension of \(path)")
            #expect(
                Path(path).basenameWithoutExtension == (text.lastPathComponent as NSString).deletingPathExtension,
                "stem of \(path)")
            for component in ["x", "y/z", ""] {
                #expect(
                    Path(path).appending(component).string == text.appendingPathComponent(component),
                    "\(path) + \(component)")
            }
        }
    }

    @Test func normalizingAgreesWithStandardizedFileURLs() {
        for path in Self.paths where path.hasPrefix("/") {
            let url = URL(fileURLWithPath: path).standardizedFileURL.path
            #expect(Path(path).normalized.string == url, "\(path)")
            #expect(Path(path).absolute.string == url, "\(path)")
        }
        for path in Self.paths where !path.hasPrefix("/") && !path.contains("//..") {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/a", isDirectory: true))
            #expect(Path(path).resolved(against: "/w/a").string == url.standardizedFileURL.path, "\(path)")
        }
    }
}
