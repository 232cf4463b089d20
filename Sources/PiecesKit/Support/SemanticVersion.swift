/// `MAJOR.MINOR.PATCH` with an optional pre-release or build suffix.
public enum SemanticVersion {
    /// Whether `text` is a semantic version.
    public static func isValid(_ text: String) -> Bool {
        text.wholeMatch(of: #/(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?/#) != nil
    }
}
