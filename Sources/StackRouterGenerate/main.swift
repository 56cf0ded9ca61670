import Foundation
import StackRouterGeneration

// `stackrouter-generate MANIFEST.routes OUTPUT.swift`: what the build plugin
// runs for each manifest of a target.
let outcome = RoutesCodeGeneration.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
exit(outcome.status)
