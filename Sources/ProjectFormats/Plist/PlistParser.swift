/// Reads old-style (OpenStep) property lists, the text format of `project.pbxproj`.
///
/// The reader walks the UTF-8 bytes with a cursor, makes a `String` only for keys and string values,
/// and records the byte range of every value and dictionary entry so that edits can splice bytes.
/// Containers nest through an explicit stack, never through recursion, and nesting deeper than
/// `maximumDepth` is an error: a value tree that deep could not even be freed without recursion.
///
/// Accepted syntax, as Core Foundation reads it: `{ key = value; }` dictionaries (keys are strings),
/// `( a, b, )` arrays (a trailing comma is allowed), `"quoted"` or `'quoted'` strings with `\n`,
/// `\t`, `\"`, `\\`, `\Uxxxx` and octal escapes (an unknown escape stands for its character), bare
/// strings of letters, digits and `_$/:.-`, `<hex>` data, and `/* */` or `//` comments anywhere
/// between tokens.
package enum PlistParser {
    /// The deepest nesting accepted. Xcode projects use fewer than ten levels.
    package static let maximumDepth = 256

    /// Parses a whole property list: one value, optionally surrounded by white space and comments.
    package static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        // The outcome crosses `withUnsafeBufferPointer`, which only rethrows untyped on older SDKs.
        let result: Result<PlistValue, PlistError> = bytes.withUnsafeBufferPointer { input in
            var cursor = PlistCursor(input: input, bytes: bytes)
            do throws(PlistError) {
                return .success(try cursor.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
