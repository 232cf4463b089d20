import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// The resources: each piece's source as `piece://<Name>`, and the motion guide as
/// `pieces://docs/motion` (docs/motion.md, compiled into the tool so a copied binary has it).
package struct ResourceTable: Sendable {
    static let motionGuideURI = "pieces://docs/motion"
    static let pieceScheme = "piece://"
    static let swiftType = "text/x-swift"
    static let markdownType = "text/markdown"
    static let motionGuideName = "motion-guide"
    static let motionGuideTitle = "The pieces motion language"
    static let motionGuideDescription =
        "How pieces move: spring tiers, roles, Reduce Motion, gestures (docs/motion.md)."

    static func notFoundMessage(_ uri: String) -> String {
        """
        no resource \(uri); resources/list names them (piece://<Name> for a piece, \(motionGuideURI) for the motion \
        guide)
        """
    }

    /// The motion guide's text.
    static var motionGuide: String { String(decoding: PackageResources.motion_md, as: UTF8.self) }

    /// `resources/list`: the motion guide, then every piece of the registry.
    func list(context: ToolContext) throws(RPCError) -> JSONValue {
        var resources: [JSONValue] = [
            .object([
                "uri": .string(Self.motionGuideURI), "name": .string(Self.motionGuideName),
                "title": .string(Self.motionGuideTitle),
                "description": .string(Self.motionGuideDescription), "mimeType": .string(Self.markdownType)
            ])
        ]
        for piece in try catalog(context).pieces {
            resources.append(
                .object([
                    "uri": .string(Self.pieceScheme + piece.name), "name": .string(piece.name),
                    "title": .string(piece.header.title.isEmpty ? piece.name : piece.header.title),
                    "description": .string(piece.header.description), "mimeType": .string(Self.swiftType),
                    "size": .int(piece.files.reduce(0) { $0 + $1.size })
                ]))
        }
        return .object(["resources": .array(resources)])
    }

    /// `resources/templates/list`: `piece://{name}`.
    func templates() -> JSONValue {
        .object([
            "resourceTemplates": .array([
                .object([
                    "uriTemplate": .string(Self.pieceScheme + "{name}"), "name": .string("piece"),
                    "title": .string("A piece's source"),
                    "description": .string("The Swift source of the piece named {name}."),
                    "mimeType": .string(Self.swiftType)
                ])
            ])
        ])
    }

    /// `resources/read`: the file(s) of a piece, or the motion guide.
    func read(_ params: [String: JSONValue], version: String, context: ToolContext) throws(RPCError) -> JSONValue {
        guard case .string(let uri)? = params["uri"] else {
            throw .invalidParams("resources/read needs \"uri\", a string")
        }
        if uri == Self.motionGuideURI {
            return .object([
                "contents": .array([
                    .object([
                        "uri": .string(uri), "mimeType": .string(Self.markdownType), "text": .string(Self.motionGuide)
                    ])
                ])
            ])
        }
        let name = uri.hasPrefix(Self.pieceScheme) ? String(uri.dropFirst(Self.pieceScheme.count)) : ""
        guard !name.isEmpty, let piece = try catalog(context, describing: [name]).piece(named: name) else {
            // Before 2026-07-28 the specification gave "resource not found" its own code.
            let code = ProtocolVersion.modern.contains(version) ? RPCError.invalidParamsCode : -32002
            throw RPCError(code: code, message: Self.notFoundMessage(uri), data: .object(["uri": .string(uri)]))
        }
        let contents = piece.files.map { file -> JSONValue in
            .object([
                "uri": .string(uri), "mimeType": .string(Self.swiftType),
                "text": .string(String(decoding: file.bytes, as: UTF8.self))
            ])
        }
        return .object(["contents": .array(contents)])
    }

    /// The registry's catalog: every piece, or only those `names` name.
    private func catalog(_ context: ToolContext, describing names: [String]? = nil) throws(RPCError) -> Catalog {
        do {
            if let names { return try context.catalog(describing: names) }
            return try context.catalog()
        } catch {
            throw RPCError(
                code: RPCError.internalErrorCode, message: DiagnosticJSON.text([error.diagnostic]),
                data: .object(["diagnostics": DiagnosticJSON.array([error.diagnostic])]))
        }
    }
}
