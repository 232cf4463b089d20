import PiecesSupport
import SwiftLexing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Tuist `Workspace.swift`: the folders its `projects:` globs name (`"App"`, `"Modules/**"`),
/// each holding a `Project.swift`. Read like a manifest, with the lexer, never run.
package enum TuistWorkspace {
    static let fileName = "Workspace.swift"

    /// The `Project.swift` of each folder `projects:` matches, absolute, in the order the globs are
    /// written (a glob's matches sorted); folders without one are skipped.
    package static func manifests(inWorkspace path: String) throws(TuistError) -> [String] {
        let absolute = Path(path).absolute.string
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(absolute, limit: .packageManifest) } catch {
            throw .unreadable(path: absolute, reason: error.reason)
        }
        let folder = Path(absolute).parent.string
        let source = SourceText(path: absolute, bytes: bytes)
        var scanner = TuistScanner(
            source: source, tokens: Lexer.lex(source).tokens.significant(), folder: folder,
            root: TuistManifest.root(from: folder))
        scanner.bindings = scanner.topLevelBindings()
        var result: [String] = []
        for glob in scanner.workspaceProjectGlobs() {
            for manifest in matches(glob.path) where !result.contains(manifest) { result.append(manifest) }
        }
        return result
    }

    /// The manifests of the folders `glob` (absolute) names.
    private static func matches(_ glob: String) -> [String] {
        let name = TuistManifest.fileName
        guard glob.contains(where: { "*?[{".contains($0) }) else {
            let manifest = Path(glob).appending(name).string
            return FileManager.default.fileExists(atPath: manifest) ? [manifest] : []
        }
        let base = TuistGlob.base(of: glob)
        return FileWalker.files(under: base).compactMap { relative in
            guard relative == name || relative.hasSuffix("/" + name) else { return nil }
            let manifest = base + "/" + relative
            return TuistGlob.matches(Path(manifest).parent.string, glob) ? manifest : nil
        }
    }
}

extension TuistScanner {
    /// The entries of `projects:` in the `Workspace(…)` call of `let workspace`.
    func workspaceProjectGlobs() -> [TuistManifest.Source] {
        guard let value = bindings["workspace"],
            let open = value.first(where: { tokens[$0].kind == .leftParen }),
            let projects = arguments(of: open).first(where: { $0.label == "projects" })
        else { return [] }
        return sources(in: projects.value, folders: false).sources
    }
}
