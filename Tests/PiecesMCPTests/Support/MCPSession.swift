import Foundation
import PiecesSupport
import PiecesTestSupport

@testable import PiecesMCP

/// A server's router driven one request at a time, as a 2026-07-28 client (every request carries
/// its `_meta`) or, after `initialize`, as an older one.
struct MCPSession {
    var router: MethodRouter
    private var nextID = 1

    static let meta: JSONValue = .object([
        ProtocolVersion.versionKey: .string("2026-07-28"), ProtocolVersion.capabilitiesKey: .object([:])
    ])

    init(root: String, registry: String? = nil, limit: Int = MCPServer.Configuration.defaultMessageLimit) {
        router = MCPServer(configuration: .init(root: root, registry: registry, messageLimit: limit, version: "test"))
            .makeRouter()
    }

    /// The answer to `line`, parsed; nil when the server answered nothing.
    mutating func send(_ line: String) -> JSONValue? {
        MCPServer.answer(.message(Array(line.utf8)), router: &router).flatMap { JSONValue.parse(Array($0.utf8)) }
    }

    /// The whole answer to a request of `method` (with the 2026-07-28 `_meta` unless `modern` is false).
    mutating func request(_ method: String, _ params: [String: JSONValue] = [:], modern: Bool = true) -> JSONValue {
        var params = params
        if modern { params["_meta"] = Self.meta }
        nextID += 1
        let message = JSONValue.object([
            "jsonrpc": .string("2.0"), "id": .int(nextID), "method": .string(method), "params": .object(params)
        ])
        return send(message.rendered(.line)) ?? .null
    }

    /// The `structuredContent` and `isError` of calling tool `name`.
    mutating func call(_ name: String, _ arguments: [String: JSONValue] = [:]) -> (
        structured: JSONValue, isError: Bool, text: String
    ) {
        let result = request("tools/call", ["name": .string(name), "arguments": .object(arguments)])["result"] ?? .null
        let text = result["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        return (result["structuredContent"] ?? .null, result["isError"] == .bool(true), text)
    }
}

/// A scratch folder holding `app/` (the ClassicApp Xcode project fixture) and `registry/` (a copy of
/// the repository's registry), removed when released: the folder a server works in.
final class ScratchProject {
    let folder: TemporaryFolder
    static let repository = FixturePaths.repositoryRoot
    static let project = "app/ClassicApp.xcodeproj"

    init(app: Bool = true, registry: Bool = true) throws {
        folder = try TemporaryFolder()
        if app {
            let fixture = FixturePaths.fixture("projects/ClassicApp")
            try FileManager.default.copyItem(at: fixture, to: folder.url.appendingPathComponent("app"))
        }
        if registry {
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent("registry"),
                to: folder.url.appendingPathComponent("registry"))
        }
    }

    var url: URL { folder.url }
    var root: String { url.path }
    func path(_ relative: String) -> String { folder.path(relative) }
    func text(_ relative: String) throws -> String { try folder.text(relative) }
    func write(_ text: String, to relative: String) throws { try folder.write(text, to: relative) }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }
}
