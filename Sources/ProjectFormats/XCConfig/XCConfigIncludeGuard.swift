import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Bounds the work of following an `.xcconfig`'s `#include`s, however the files are written.
///
/// A file including itself four times made 4^16 reads before this: now a file is read at most
/// once per chain of includes (a file already being read is skipped, so a cycle ends at once),
/// chains are at most `maximumDepth` deep, and at most `maximumFiles` files are read for one
/// configuration in all (a wide tree of distinct files stops there too). Paths are compared after
/// resolving symbolic links, so a link back to an including file is a cycle as well.
struct XCConfigIncludeGuard {
    /// How deep `#include`s may nest; deeper ones are skipped.
    static let maximumDepth = 16
    /// How many files one configuration's reading may open in all.
    static let maximumFiles = 256

    /// The files being read, outermost first (resolved paths).
    private(set) var chain: [String] = []
    /// Files entered so far.
    private(set) var filesRead = 0

    /// Whether `path` may be read now; when it may, it joins the chain until `leave()`.
    mutating func enter(_ path: String) -> Bool {
        let resolved = Path(path).resolvingSymlinks().string
        guard chain.count < Self.maximumDepth, filesRead < Self.maximumFiles, !chain.contains(resolved) else {
            return false
        }
        chain.append(resolved)
        filesRead += 1
        return true
    }

    /// The file entered last is done.
    mutating func leave() { chain.removeLast() }
}
