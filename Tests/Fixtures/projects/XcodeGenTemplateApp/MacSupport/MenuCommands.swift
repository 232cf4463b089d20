import SwiftUI

struct MenuCommands: Commands {
    var body: some Commands { EmptyCommands() }
}
