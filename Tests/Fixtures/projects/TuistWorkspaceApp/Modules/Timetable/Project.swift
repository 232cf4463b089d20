import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.featureModule(name: "Timetable", dependencies: [.core])
