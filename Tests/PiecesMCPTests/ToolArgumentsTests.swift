import PiecesSupport
import Testing

@testable import PiecesMCP

@Suite struct ToolArgumentsTests {
    let schema = Schema.object(
        [
            "name": Schema.string("n"), "names": Schema.strings("ns"), "force": Schema.boolean("f"),
            "mode": Schema.string("m", enumeration: ["a", "b"]), "maybe": Schema.nullableString("x")
        ], required: ["name"])

    private func message(_ values: [String: JSONValue]) -> String? {
        do {
            _ = try ToolArguments.check(values, against: schema)
            return nil
        } catch { return error.message }
    }

    @Test func acceptsWhatTheSchemaDescribes() {
        #expect(
            message([
                "name": .string("x"), "names": .array([.string("a")]), "force": .bool(true), "mode": .string("b"),
                "maybe": .null
            ]) == nil)
    }

    @Test func namesWhatIsWrong() {
        #expect(message([:]) == "missing required argument 'name'")
        #expect(message(["name": .string("x"), "extra": .int(1)])?.hasPrefix("unknown argument 'extra'") == true)
        #expect(message(["name": .int(1)]) == "argument 'name' must be a string, not integer")
        #expect(
            message(["name": .string("x"), "force": .string("yes")])
                == "argument 'force' must be true or false, not string")
        #expect(
            message(["name": .string("x"), "names": .array([.int(1)])])
                == "argument 'names' must be an array of strings, not array")
        #expect(message(["name": .string("x"), "mode": .string("c")]) == "argument 'mode' must be one of a, b")
    }
}
