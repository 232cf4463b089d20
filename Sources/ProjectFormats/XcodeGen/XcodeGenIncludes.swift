import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a spec and the files it `include:`s (each a path, or `- path: …`, relative to the file
/// naming it), merging them as XcodeGen does: included files first, the including file over them.
struct XcodeGenIncludes {
    /// The merged spec (each node knows its file and line).
    struct Document: Sendable {
        var node: YAMLNode
    }

    private var visiting: [String] = []

    mutating func document(at path: String) throws(XcodeGenError) -> Document {
        guard !visiting.contains(path) else { throw .includeCycle(file: path, chain: visiting) }
        visiting.append(path)
        defer { visiting.removeLast() }
        let text: String
        do {
            text = String(decoding: try BoundedFile.read(path, limit: .packageManifest), as: UTF8.self)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let node: YAMLNode
        do { node = try YAMLSubset.parse(text, file: path) } catch { throw .outsideSubset(error) }
        var merged = YAMLNode.mapping([], at: YAMLMark(file: path, line: 1))
        for include in node["include"]?.items ?? [] {
            guard let relative = include.string ?? include["path"]?.string else { continue }
            let included = XcodeProject.join(Path(path).parent.string, relative)
            let document = try document(at: included)
            merged = merged.merged(with: document.node)
        }
        merged = merged.merged(with: node)
        return Document(node: merged)
    }
}
