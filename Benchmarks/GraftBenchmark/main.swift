import Dispatch
import Foundation
import GraftGenerator
import GraftSupport
import SwiftDeclarationParser

// Graft's benchmark, on a release build: `swift build -c release && .build/release/graft-benchmark`.
// It measures the parser in process, then runs the `graft` executable built beside it and
// `swiftc -frontend -parse` on the same files, interleaved, so that the figures are comparable
// on the machine at hand: wall time, CPU time (every core) and peak memory of each.

struct Options {
  /// Synthetic corpora of these sizes, shaped like real view models.
  var fileCounts = [100, 1_000, 10_000]
  /// A folder of real Swift files instead (its `…ViewModel` classes annotated in a copy).
  var corpus: String?
  var repetitions = 5
  var parseOnly: String?
  /// Write the corpus here and keep it, for profiling or a look.
  var keep: String?
  /// `--plugin N`: the build-tool plugin on a package with N annotated view models, instead.
  var pluginViewModels: Int?
}

let usage = """
  usage: graft-benchmark [--files 100,1000,10000 | --corpus DIR] [--repetitions 5] [--keep DIR]
         graft-benchmark --plugin N [--repetitions 5]

  """

func parseOptions() -> Options {
  var options = Options()
  var arguments = Array(CommandLine.arguments.dropFirst())
  func value() -> String {
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
    return arguments.removeFirst()
  }
  while !arguments.isEmpty {
    switch arguments.removeFirst() {
    case "--files": options.fileCounts = value().split(separator: ",").compactMap { Int($0) }
    case "--corpus": options.corpus = value()
    case "--repetitions": options.repetitions = Int(value()) ?? 5
    case "--keep": options.keep = value()
    case "--plugin": options.pluginViewModels = Int(value()) ?? 200
    case "--parse-only": options.parseOnly = value()
    default:
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
  }
  return options
}

/// Parses every file listed in `listPath` across all cores, keeping the results, and prints
/// the resident memory before and at the peak. Run in a child process so that the corpus
/// generation's memory does not count.
func parseOnly(listPath: String) throws {
  let paths = try String(contentsOfFile: listPath, encoding: .utf8).split(separator: "\n").map(String.init)
  let baseline = ProcessMeasurements.currentResidentBytes()
  let files = parseInParallel(paths)
  let peak = ProcessMeasurements.peakResidentBytes()
  let declarations = files.reduce(0) { $0 + countDeclarations($1.declarations) }
  print("\(baseline) \(peak) \(declarations)")
}

/// Reads and parses files across all cores: the way `graft generate` reads a target.
func parseInParallel(_ paths: [String]) -> [SourceFile] {
  paths.concurrentMap { path in SourceFile(path: path, bytes: FileBytes.read(path) ?? []) }
}

func countDeclarations(_ declarations: [Declaration]) -> Int {
  declarations.reduce(declarations.count) { $0 + countDeclarations($1.members) }
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

func run(_ options: Options) throws {
  if let viewModels = options.pluginViewModels {
    try PluginBenchmark.run(viewModels: viewModels, repetitions: options.repetitions)
    return
  }
  if let list = options.parseOnly {
    try parseOnly(listPath: list)
    return
  }
  let graft = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("graft").path
  guard FileManager.default.isExecutableFile(atPath: graft) else {
    throw Failure("no graft executable beside the benchmark (\(graft)): build both, `swift build -c release`")
  }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print("Graft benchmark — \(cores) cores, swiftc: \(ProcessMeasurements.which("swiftc") ?? "not found"), \(options.repetitions) interleaved runs, medians")
  print("")
  let base = options.keep.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: NSTemporaryDirectory())
  if let corpus = options.corpus {
    let directory = base.appendingPathComponent("graft-benchmark-corpus")
    try? FileManager.default.removeItem(at: directory)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: directory) } }
    let copy = try RealCorpus.copy(URL(fileURLWithPath: corpus), to: directory.appendingPathComponent("Sources"))
    let label = "\(corpus): \(copy.paths.count) files, \(copy.annotated) view models annotated"
      + (copy.nameTaken == 0 ? "" : " (\(copy.nameTaken) files not annotated: an earlier file has their name)")
    try CorpusBenchmark(graft: graft, repetitions: options.repetitions).run(label: label, paths: copy.paths, in: directory)
    return
  }
  try TemplateBenchmark.run(repetitions: options.repetitions)
  for fileCount in options.fileCounts {
    let directory = base.appendingPathComponent("graft-benchmark-\(fileCount)")
    try? FileManager.default.removeItem(at: directory)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: directory) } }
    let paths = try SyntheticCorpus(fileCount: fileCount).write(to: directory.appendingPathComponent("Sources"))
    try CorpusBenchmark(graft: graft, repetitions: options.repetitions)
      .run(label: "synthetic, \(fileCount) files shaped like real view models", paths: paths, in: directory)
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

do {
  try run(parseOptions())
} catch {
  FileHandle.standardError.write(Data("graft-benchmark: \(error)\n".utf8))
  exit(1)
}
