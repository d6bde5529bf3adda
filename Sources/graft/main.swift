import Foundation

AllocatorTuning.apply()
let status = GraftCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
