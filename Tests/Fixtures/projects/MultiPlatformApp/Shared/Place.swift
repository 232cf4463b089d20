struct Place: Hashable {
    var name: String
}
