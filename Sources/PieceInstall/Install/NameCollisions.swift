import MotionEngine
import PiecesSupport
import ProjectFormats
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// "Pieces never collide with app code", first part: before installing, the target's own Swift
/// files are checked for a file of the same name as a piece file (two files called
/// `ElasticButton.swift` in one target do not build) and for a top-level declaration of the
/// piece's main type's name (`struct ElasticButton` twice in one module does not build).
///
/// Declarations are found with the team's lexer and declaration scanner, so a name in a comment,
/// a string or a nested type does not count. Only files that contain the name's bytes at all are
/// lexed, so a large app costs a read and a byte search per file.
enum NameCollisions {
    /// Where the target's sources come from.
    enum Sources {
        /// An Xcode target: its Sources phase and synchronized folders. `phaseFiles` is the
        /// Sources phase's files on disk when the destination's placement already listed them.
        case project(XcodeProject, target: String, phaseFiles: [String]? = nil)
        /// A package target's source folder.
        case folder(String)
        /// The files a kind works out itself (a Tuist target's source globs), absolute.
        case files([String])

        /// The Swift files the target compiles, absolute.
        var files: [String] {
            switch self {
            case .project(let project, let name, let phaseFiles):
                guard let target = project.target(named: name) else { return [] }
                return project.compiledSwiftFiles(of: target, phaseFiles: phaseFiles)
            case .folder(let folder):
                return FileWalker.files(under: folder).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
            case .files(let files):
                return files
            }
        }
    }

    /// One piece about to be installed: its main type and where each of its files will go.
    struct Incoming {
        var typeName: String
        var destinations: [String]
    }

    /// The first collision of `pieces` with the target's other files, as the error to refuse with;
    /// nil when there is none. A file at a piece's own destination is the piece itself (a second
    /// `add`), never a collision.
    static func first(_ pieces: [Incoming], sources: Sources, target: String) -> InstallError? {
        // A few destinations against thousands of files: compared, not hashed.
        let ownFiles = pieces.flatMap(\.destinations)
        let files = sources.files.filter { !ownFiles.contains($0) }
        for piece in pieces {
            for destination in piece.destinations {
                let name = Path(destination).basename
                if let existing = files.first(where: { Path($0).hasBasename(name) }) {
                    return .targetFileCollision(file: destination, existing: existing, target: target)
                }
            }
        }
        // Reading and searching thousands of files is the slow part: both cores share it, and
        // only the few files that contain a name's bytes are lexed.
        let names = pieces.map(\.typeName)
        let needles = names.map { Array($0.utf8) }
        let matches = files.parallelMap { file -> [String] in
            guard let bytes = try? AtomicFile.read(file) else { return [] }
            return zip(names, needles).filter { contains(bytes, $0.1) }.map(\.0)
        }
        for (file, matched) in zip(files, matches) where !matched.isEmpty {
            guard let bytes = try? AtomicFile.read(file) else { continue }
            for piece in pieces where matched.contains(piece.typeName) {
                if let line = topLevelDeclarationLine(of: piece.typeName, in: bytes, path: file) {
                    return .typeNameCollision(
                        type: piece.typeName, file: piece.destinations.first ?? piece.typeName,
                        existing: file, line: line, target: target)
                }
            }
        }
        return nil
    }

    /// The first file beside a piece file's destination whose name differs from it only in case
    /// (`elasticbutton.swift` next to `ElasticButton.swift`), as the error to refuse with. Every
    /// file of the folder counts, compiled or not: on APFS the two names are one file.
    static func caseTwin(_ pieces: [Incoming]) -> InstallError? {
        for destination in pieces.flatMap(\.destinations) {
            let folder = Path(destination).parent.string
            let name = Path(destination).basename
            let lowered = name.lowercased()
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if let twin = entries.sorted().first(where: { $0 != name && $0.lowercased() == lowered }) {
                return .caseCollision(file: destination, existing: folder + "/" + twin)
            }
        }
        return nil
    }

    /// The line of a file-scope declaration named `name` (a type, function or variable), if any.
    static func topLevelDeclarationLine(of name: String, in bytes: [UInt8], path: String) -> Int? {
        let source = SourceText(path: path, bytes: bytes)
        let scanner = DeclarationScanner(source: source, tokens: Lexer.lex(source).tokens.significant())
        guard
            let declaration = scanner.declarations.first(where: {
                $0.isTopLevel && $0.name.owner == nil && $0.name.name == name
            })
        else { return nil }
        return source.location(of: declaration.nameToken.range.lowerBound).line
    }

    /// Whether `needle` occurs in `haystack` (a plain search: the files are small and most do not
    /// contain the first byte run at all).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var index = 0
                let last = hay.count - pin.count
                while index <= last {
                    guard let found = memchr(hay.baseAddress! + index, Int32(first), last - index + 1) else {
                        return false
                    }
                    let start = hay.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(hay.baseAddress! + start, pin.baseAddress!, pin.count) == 0 { return true }
                    index = start + 1
                }
                return false
            }
        }
    }
}
