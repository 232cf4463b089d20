struct Trail {
    var name: String
}
