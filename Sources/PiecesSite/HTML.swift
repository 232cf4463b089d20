/// Escaping for text and attribute values: everything the site writes from the registry goes
/// through here, so a description holding `<script>` is shown, never run.
package enum HTML {
    /// `text` safe inside an element or a double-quoted attribute.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The inverse of `escape`, for the five entities it writes (and only those): what the tests use
    /// to read highlighted code back.
    static func unescape(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            var matched = false
            for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")]
            where rest.hasPrefix(entity) {
                result += character
                rest = rest.dropFirst(entity.count)
                matched = true
                break
            }
            if !matched {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// `html` without its tags: the text a reader sees, still escaped.
    static func stripTags(_ html: String) -> String {
        var result = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                result.append(character)
            }
        }
        return result
    }

    /// A file name safe in a relative link: the piece names are Swift identifiers, but nothing
    /// outside letters, digits, `-` and `_` ever reaches a path.
    static func slug(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar in
                (scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_"))
                    ? Character(scalar) : "_"
            })
    }
}
