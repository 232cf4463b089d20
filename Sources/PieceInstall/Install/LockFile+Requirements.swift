extension LockFile {
    /// A Swift package a piece needs (its header's `spmDependencies` item) and what `add` made in
    /// the project for it.
    ///
    /// An entry is listed by every piece in the project that uses it, so `remove` takes an entry back
    /// only with the last piece that lists it (`RequirementRecords`); what the project had before
    /// `add` is listed by none and never taken back.
    package struct SwiftPackage: Codable, Equatable, Sendable {
        package var url: String
        package var from: String
        package var product: String
        /// The project objects pieces made for it (package reference, product dependency, build file,
        /// Frameworks phase), by ID; absent when it made none.
        package var projectEntries: [String]?
        /// The lists pieces made to hold them, `OBJECT.key` (the project's `packageReferences`, a
        /// target's `packageProductDependencies`), taken back when left empty.
        package var projectLists: [String]?

        package init(
            url: String, from: String, product: String, projectEntries: [String]? = nil,
            projectLists: [String]? = nil
        ) {
            self.url = url
            self.from = from
            self.product = product
            self.projectEntries = projectEntries
            self.projectLists = projectLists
        }
    }

    /// An Info.plist key a piece needs (its header's `infoPlist` entry) and where `add` set it.
    package struct InfoPlistKey: Codable, Equatable, Sendable {
        package var key: String
        package var value: String
        /// The build configurations (IDs) whose `INFOPLIST_KEY_<key>` pieces set, when the target
        /// generates its Info.plist.
        package var buildConfigurations: [String]?
        /// The Info.plist files (relative to the root) pieces added the key to, when it does not.
        package var files: [String]?

        package init(key: String, value: String, buildConfigurations: [String]? = nil, files: [String]? = nil) {
            self.key = key
            self.value = value
            self.buildConfigurations = buildConfigurations
            self.files = files
        }
    }
}
