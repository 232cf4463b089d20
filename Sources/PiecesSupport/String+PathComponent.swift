extension String {
    /// The part after the last `/`.
    package var lastPathComponentOfPath: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }
}
