import MotionEngine
import PieceCatalog
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// The prompts: `add_piece`, "add a piece that does X", which starts from a search of the registry
/// for X and walks the assistant through `get_piece`, `plan_add` and only then `add_pieces`.
package struct PromptTable: Sendable {
    static let addPiece = "add_piece"
    static let addPieceTitle = "Add a piece that does…"
    static let addPieceDescription =
        "Find the piece that does what you describe, plan its install into this project, then add it."
    /// How many search results the prompt quotes.
    static let shownResults = 5

    static func unknownPromptMessage(_ name: String) -> String { "unknown prompt '\(name)'; the prompt is \(addPiece)" }

    /// `prompts/list`.
    func list() -> JSONValue {
        .object([
            "prompts": .array([
                .object([
                    "name": .string(Self.addPiece), "title": .string(Self.addPieceTitle),
                    "description": .string(Self.addPieceDescription),
                    "arguments": .array([
                        .object([
                            "name": .string("goal"),
                            "description": .string(
                                "What the piece should do, e.g. 'a button that stretches when pulled'."),
                            "required": .bool(true)
                        ]),
                        .object([
                            "name": .string("target"),
                            "description": .string("The app target to add it to, when the project has several."),
                            "required": .bool(false)
                        ])
                    ])
                ])
            ])
        ])
    }

    /// `prompts/get`.
    func get(_ params: [String: JSONValue], context: ToolContext) throws(RPCError) -> JSONValue {
        guard case .string(let name)? = params["name"] else {
            throw .invalidParams("prompts/get needs \"name\", a string")
        }
        guard name == Self.addPiece else { throw .invalidParams(Self.unknownPromptMessage(name)) }
        let arguments = params["arguments"]?.objectValue ?? [:]
        guard case .string(let goal)? = arguments["goal"], !goal.isEmpty else {
            throw .invalidParams("\(Self.addPiece) needs the argument \"goal\": what the piece should do")
        }
        let target = arguments["target"]?.stringValue
        let text = Self.instructions(goal: goal, target: target, candidates: candidates(for: goal, context: context))
        return .object([
            "description": .string(Self.addPieceDescription),
            "messages": .array([
                .object(["role": .string("user"), "content": .object(["type": .string("text"), "text": .string(text)])])
            ])
        ])
    }

    /// The registry's best matches for the goal's words, as `search_pieces` would rank them.
    private func candidates(for goal: String, context: ToolContext) -> [String] {
        guard let catalog = try? context.catalog() else { return [] }
        let words = goal.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let search = CatalogSearch(catalog: catalog)
        // Every word must match for a result; a goal is a sentence, so try its words one by one too.
        var names = search.search(words).map(\.name)
        for word in words where word.count > 3 { names += search.search([word]).map(\.name) }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.prefix(Self.shownResults).compactMap { name in
            catalog.piece(named: name).map { "- \($0.name): \($0.header.description) (iOS \($0.header.minIOS))" }
        }
    }

    static func instructions(goal: String, target: String?, candidates: [String]) -> String {
        var text = "I want to add a SwiftUI piece to this project that does this: \(goal)\n\n"
        if candidates.isEmpty {
            text +=
                """
                The registry had no obvious match. Call `search_pieces` with a few short words for it (or \
                `list_pieces`).\n
                """
        } else {
            text +=
                "The registry's closest matches:\n" + candidates.joined(separator: "\n")
                + "\n\nCall `search_pieces` with other words if none fits.\n"
        }
        let place = target.map { " with `target` \"\($0)\"" } ?? ""
        text += """
            Then:
            1. Call `get_piece` for the best match and check its description, parameters and usage example fit.
            2. Call `plan_add` with its name\(place) and show me the plan: the files it creates, the project edits, \
            every warning and every refusal (deployment target, name collisions, local edits). Do not go on past a \
            refusal.
            3. Only after I agree, call `add_pieces` with the same arguments.
            4. Show me how to use it, from the usage example `get_piece` returned.
            """
        return text
    }
}
