import Testing
@testable import PiecesMCP

@Suite struct JSONTests {
    @Test func parsesAndRendersOnOneLine() {
        let value = JSON.parse(Array(#"{"b":[1,2.5,true,null,"x\ny"],"a":{}}"#.utf8))
        #expect(value == .object(["b": .array([.int(1), .double(2.5), .bool(true), .null, .string("x\ny")]), "a": .object([:])]))
        #expect(value?.rendered() == #"{"a":{},"b":[1,2.5,true,null,"x\ny"]}"#)
    }
}
