import Foundation
import StackRouterCommands

let output = await StackRouterTool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status.rawValue)
