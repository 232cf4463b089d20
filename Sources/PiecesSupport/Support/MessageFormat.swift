/// `String(format:)` without Foundation's `%@` bridging surprises on Linux: substitutes `%@` and `%d`
/// in order.
///
/// A `(s)` in the template agrees with the last whole number substituted before it, so one
/// template reads right for every count: `"%d installed piece(s)"` gives "1 installed piece" and
/// "3 installed pieces"; `"%d of %d piece(s)"` follows the second number.
package func format(_ template: String, _ arguments: CustomStringConvertible...) -> String {
    var result = ""
    var remaining = arguments.makeIterator()
    var lastCount: Int?
    var index = template.startIndex
    while index < template.endIndex {
        let character = template[index]
        let next = template.index(after: index)
        if character == "%", next < template.endIndex, template[next] == "@" || template[next] == "d" {
            let text = remaining.next()?.description ?? ""
            if let count = Int(text) { lastCount = count }
            result += text
            index = template.index(after: next)
        } else if let count = lastCount, template[index...].hasPrefix(pluralMark) {
            if count != 1 { result += "s" }
            index = template.index(index, offsetBy: pluralMark.count)
        } else {
            result.append(character)
            index = next
        }
    }
    return result
}

/// Where a word takes an `s` unless its count is 1.
let pluralMark = "(s)"
