import ProjectDescription

// The app project and every module project below Modules/, one workspace.
let workspace = Workspace(
    name: "Ferry",
    projects: [
        "App",
        "Modules/**",
    ]
)
