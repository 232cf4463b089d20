import PiecesSupport
import Testing

/// The one JSON value: the strict reader, and the two layouts the package writes.
@Suite struct JSONValueTests {
    @Test func parsesEveryKindAndRendersSortedOnOneLine() {
        let value = JSONValue.parse(Array(#"{"b":[1,2.5,true,false,null,"x\ny"],"a":{}}"#.utf8))
        #expect(
            value
                == .object([
                    "b": .array([.int(1), .double(2.5), .bool(true), .bool(false), .null, .string("x\ny")]),
                    "a": .object([:])
                ]))
        #expect(value?.rendered(.line) == #"{"a":{},"b":[1,2.5,true,false,null,"x\ny"]}"#)
    }

    @Test func escapesWhatWouldBreakTheLine() {
        let text = JSONValue.string("a\u{2028}b\u{2029}c\r\u{01}\"\\é").rendered(.line)
        #expect(text == #""a\u2028b\u2029c\r\u0001\"\\é""#)
        #expect(!text.contains("\n"))
        #expect(JSONValue.parse(Array(text.utf8)) == .string("a\u{2028}b\u{2029}c\r\u{01}\"\\é"))
    }

    @Test func refusesWhatIsNotOneJSONValue() {
        let bad = [
            "", "{", "nope", "{\"a\":1}}", "[1,]", "{\"a\":1,}", "{'a':1}", "01", "1.", "-", "\"\\x\"", "\"a\nb\"",
            "\"\\ud800\"", "[1] [2]", "// c\n1", "NaN", "1e999"
        ]
        for bad in bad {
            #expect(JSONValue.parse(Array(bad.utf8)) == nil, "\(bad)")
        }
    }

    @Test func readsEscapesNumbersAndSurrogatePairs() {
        #expect(
            JSONValue.parse(Array(#" {"k" : [ -0 , 12e2 , 1.5E-1 , "\u00e9\ud83d\ude00\/" ] } "#.utf8))
                == .object(["k": .array([.int(0), .double(1200), .double(0.15), .string("é😀/")])]))
        #expect(JSONValue.parse(Array("9223372036854775808".utf8)) == .double(9_223_372_036_854_775_808))
        #expect(JSONValue.parse([0x22, 0xFF, 0x22]) == nil, "invalid UTF-8 in a string")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(JSONValue.parse(Array(deep.utf8)) == nil)
    }

    @Test func prettyIsIndentedSortedAndEndsWithANewline() {
        let value = JSONValue.object([
            "b": .array([.int(1), .object([:]), .array([])]), "a": .optional(nil as String?), "é": .string("a/b")
        ])
        #expect(
            value.rendered(.pretty)
                == "{\n  \"a\": null,\n  \"b\": [\n    1,\n    {},\n    []\n  ],\n  \"é\": \"a/b\"\n}\n")
        #expect(JSONValue.array([]).rendered(.pretty) == "[]\n")
        #expect(JSONValue.parse(Array(value.rendered(.pretty).utf8)) == value, "the reader reads what the writer wrote")
    }

    @Test func aNumberThatIsNotFiniteIsWrittenAsNull() {
        #expect(JSONValue.array([.double(.infinity), .double(0.5)]).rendered(.line) == "[null,0.5]")
    }
}
