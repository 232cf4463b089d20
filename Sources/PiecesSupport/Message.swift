/// A sentence the tool shows a user, built by string interpolation inside a named, typed function
/// (swift-format's `Finding.Message` style). Each is a static member of the type that emits it, so
/// the wording sits next to its emitter and `Message` itself gains no members:
///
/// ```swift
/// extension RemoveCommand {
///     static func entriesRemoved(_ file: String, _ count: Int) -> Message {
///         "edit \(file): \(count, "entry", plural: "entries") removed"
///     }
/// }
/// ```
///
/// The compiler checks every argument's name, number and type, which a `"%@"` template cannot.
package struct Message: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The finished sentence.
    package let text: String

    package var description: String { text }

    package init(stringLiteral value: String) {
        text = value
    }

    package init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Collects literal text and values; `\(count, "piece")` writes "1 piece" or "3 pieces".
    package struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        package mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            text += value.description
        }

        /// The count and the noun agreeing with it: the noun itself for 1, else `plural` (by default
        /// the noun with an `s`).
        package mutating func appendInterpolation(_ count: Int, _ noun: String, plural: String? = nil) {
            text += "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
        }
    }
}
