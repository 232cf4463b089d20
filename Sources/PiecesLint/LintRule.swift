/// One rule of `pieces lint`: a rule of the motion guide a tool can check, with what it says, why the
/// guide asks for it, and how to fix a finding.
package struct LintRule: Sendable, Equatable, Codable {
    /// The stable identifier used in suppressions, configuration and output (`animated-tracking`).
    package let id: String
    /// The finding's message, one sentence.
    package let message: String
    /// The guide's reason.
    package let reason: String
    /// How to fix a finding.
    package let fix: String
    /// Whether the rule applies only to a registry's pieces (where the foundation is the only place
    /// springs are written), not to app code.
    package let registryOnly: Bool

    init(id: String, message: String, reason: String, fix: String, registryOnly: Bool = false) {
        self.id = id
        self.message = message
        self.reason = reason
        self.fix = fix
        self.registryOnly = registryOnly
    }
}

/// A rule's check: the token indices where the file breaks the rule.
protocol LintCheck: Sendable {
    var rule: LintRule { get }
    func findings(in file: LintSource, gestures: GestureHandlers) -> [Int]
}
