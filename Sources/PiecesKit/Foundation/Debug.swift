extension FoundationSet {
    public func requirementsDescription(_ i: Int) -> String {
        requirementReasons[i].map { "\(sections[$0.key].name) via \($0.value.1) at \($0.value.0.line):\($0.value.0.column)" }.joined(separator: "; ")
    }
}
