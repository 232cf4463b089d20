/// A `PBXNativeTarget`.
package struct XcodeTarget: Sendable, Equatable {
    static let applicationProductType = "com.apple.product-type.application"

    package let id: String
    package let name: String
    /// Such as `com.apple.product-type.application`; empty when missing.
    package let productType: String
    let buildPhaseIDs: [String]
    let buildConfigurationListID: String?
    /// The `PBXFileSystemSynchronizedRootGroup`s whose files belong to the target (Xcode 16 folders).
    let synchronizedGroupIDs: [String]

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name") ?? object.string("productName") ?? object.id
        productType = object.string("productType") ?? ""
        buildPhaseIDs = object.strings("buildPhases")
        buildConfigurationListID = object.string("buildConfigurationList")
        synchronizedGroupIDs = object.strings("fileSystemSynchronizedGroups")
    }

    /// Whether the target builds an app.
    var isApplication: Bool { productType == Self.applicationProductType }
}

/// A build phase such as `PBXSourcesBuildPhase`.
package struct BuildPhase: Sendable, Equatable {
    static let sourcesISA = "PBXSourcesBuildPhase"

    package let id: String
    package let isa: String
    /// The phase's `PBXBuildFile` IDs, in order.
    package let buildFileIDs: [String]

    init(_ object: PBXObject) {
        id = object.id
        isa = object.isa
        buildFileIDs = object.strings("files")
    }
}
