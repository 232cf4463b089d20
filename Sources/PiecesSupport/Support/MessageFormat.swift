/// `String(format:)` without Foundation's `%@` bridging surprises on Linux: substitutes `%@` and `%d`
/// in order.
package func format(_ template: String, _ arguments: CustomStringConvertible...) -> String {
    var result = ""
    var remaining = arguments.makeIterator()
    var index = template.startIndex
    while index < template.endIndex {
        let character = template[index]
        let next = template.index(after: index)
        if character == "%", next < template.endIndex, template[next] == "@" || template[next] == "d" {
            result += remaining.next()?.description ?? ""
            index = template.index(after: next)
        } else {
            result.append(character)
            index = next
        }
    }
    return result
}
