import Dispatch
import Foundation
import GraftCore
import SwiftDeclarationParser

// Graft's benchmark: `swift run -c release graft-benchmark [--files N ...] [--keep DIR]`.
// It writes a synthetic corpus, parses it, and times `swiftc -frontend -parse` on the same
// files in the same run, so that the figures are comparable on the machine at hand.

struct Options {
  var fileCounts = [100, 1_000, 10_000]
  var repetitions = 3
  var parseOnly: String?
  /// Write the corpus here and keep it, for profiling or a look.
  var keep: String?
  /// `--plugin N`: the build-tool plugin on a package with N annotated view models, instead.
  var pluginViewModels: Int?
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = Array(CommandLine.arguments.dropFirst())
  while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--files":
    options.fileCounts = arguments.isEmpty ? [] : arguments.removeFirst().split(separator: ",").compactMap { Int($0) }
  case "--repetitions":
    options.repetitions = arguments.isEmpty ? 3 : Int(arguments.removeFirst()) ?? 3
  case "--keep":
    options.keep = arguments.isEmpty ? nil : arguments.removeFirst()
  case "--plugin":
    options.pluginViewModels = arguments.isEmpty ? 200 : Int(arguments.removeFirst()) ?? 200
  case "--parse-only":
    options.parseOnly = arguments.isEmpty ? nil : arguments.removeFirst()
  default:
    FileHandle.standardError.write(Data("usage: graft-benchmark [--files 100,1000,10000] [--repetitions 3] [--keep DIR] | --plugin N [--repetitions 3]\n".utf8))
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
  if ProcessInfo.processInfo.environment["GRAFT_BENCH_READ_ONLY"] == "1" {
    let contents = paths.concurrentMap { FileBytes.read($0) ?? [] }
    print("\(baseline) \(ProcessMeasurements.peakResidentBytes()) \(contents.count)")
    return
  }
  let files = parseInParallel(paths)
  let peak = ProcessMeasurements.peakResidentBytes()
  let declarations = files.reduce(0) { $0 + countDeclarations($1.declarations) }
  print("\(baseline) \(peak) \(declarations)")
}

/// Reads and parses files across all cores: the way `graft generate` reads a target.
func parseInParallel(_ paths: [String]) -> [SourceFile] {
  paths.concurrentMap { path in SourceFile(path: path, bytes: FileBytes.read(path) ?? []) }
}

/// The whole pipeline as `graft generate` runs it: parse, extract, render, plan, and write what
/// changed into `output`.
func generateAndWrite(_ paths: [String], into output: String) throws
  -> (seconds: Double, generationSeconds: Double, written: Int, unchanged: Int)
{
  let start = DispatchTime.now().uptimeNanoseconds
  let sources = parseInParallel(paths)
  let generationStart = DispatchTime.now().uptimeNanoseconds
  let result = try FeatureGenerator().generate(sources)
  let generationSeconds = Double(DispatchTime.now().uptimeNanoseconds - generationStart) / 1e9
  let existing = ExistingFiles.read(result.files) { output + "/" + $0 }
  let plan = try OutputPlanner().plan(result.files.map { ($0.name, $0.contents, $0.owner) }, existing: existing)
  for file in plan where file.writes { try AtomicWriter.write(file.contents, to: output + "/" + file.path) }
  let written = plan.filter(\.writes).count
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, generationSeconds, written, plan.count - written)
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
  let swiftc = ProcessMeasurements.which("swiftc")
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print("Graft benchmark — \(cores) cores, swiftc: \(swiftc ?? "not found"), best of \(options.repetitions)")
  print("")
  try TemplateBenchmark.run(repetitions: options.repetitions)
  for fileCount in options.fileCounts {
    let base = options.keep.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: NSTemporaryDirectory())
    let directory = base.appendingPathComponent("graft-benchmark-\(fileCount)")
    try? FileManager.default.removeItem(at: directory)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: directory) } }
    let paths = try SyntheticCorpus(fileCount: fileCount).write(to: directory)
    let contents = paths.map { FileBytes.read($0) ?? [] }
    let bytes = contents.reduce(0) { $0 + $1.count }
    let lines = contents.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    let megabytes = Double(bytes) / 1_000_000

    // 1. The parser alone, one core, files already in memory.
    // The trees are kept, as Graft keeps them, and released outside the timing.
    var parsed: [SourceFile] = []
    parsed.reserveCapacity(paths.count)
    let singleCore = ProcessMeasurements.fastest(of: options.repetitions) {
      parsed.removeAll(keepingCapacity: true)
      for (path, file) in zip(paths, contents) {
        parsed.append(SourceFile(path: path, bytes: file))
      }
    }
    let declarationCount = parsed.reduce(0) { $0 + countDeclarations($1.declarations) }
    parsed = []
    // 2. Reading and parsing the whole corpus across all cores.
    let parallel = ProcessMeasurements.fastest(of: options.repetitions) { _ = parseInParallel(paths) }
    // 3. swiftc -frontend -parse on the same files, one process, as a build would.
    let listPath = directory.appendingPathComponent("files.txt").path
    try paths.joined(separator: "\n").write(toFile: listPath, atomically: true, encoding: .utf8)
    var swiftcSeconds: Double?
    if let swiftc {
      swiftcSeconds = ProcessMeasurements.fastest(of: options.repetitions) {
        _ = ProcessMeasurements.timeCommand(swiftc, ["-frontend", "-parse", "-filelist", listPath])
      }
    }
    // 4. Peak memory of a parse-only child process.
    var memoryLine = "n/a"
    let pipe = Pipe()
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--parse-only", listPath]
    child.standardOutput = pipe
    if (try? child.run()) != nil {
      child.waitUntilExit()
      let fields = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
      if fields.count == 3 {
        let growth = Double(fields[1] - fields[0])
        memoryLine = "peak \(format(Double(fields[1]) / 1e6)) MB, \(format(growth / 1e6)) MB above the process's start"
          + " = \(format(growth / Double(bytes), 2))x the input (target <= 3x)"
      }
    }

    print("\(fileCount) files, \(format(megabytes, 2)) MB, \(lines) lines, \(declarationCount) declarations")
    print("  parser, 1 core:          \(format(singleCore * 1000)) ms  \(format(megabytes / singleCore)) MB/s  \(format(Double(lines) / singleCore / 1e6, 2)) M lines/s (target >= 100 MB/s)")
    print("  read + parse, \(cores) cores:   \(format(parallel * 1000)) ms  \(format(megabytes / parallel)) MB/s")
    // 5. End to end: parse, extract, render, plan and write what changed, into an empty folder.
    let output = directory.appendingPathComponent("generated").path
    var cold = Double.infinity
    var generationSeconds = Double.infinity
    var generatedCount = 0
    for _ in 0..<options.repetitions {
      // Each run starts from an empty folder; emptying it is not Graft's work.
      try? FileManager.default.removeItem(atPath: output)
      let run = try generateAndWrite(paths, into: output)
      cold = min(cold, run.seconds)
      generationSeconds = min(generationSeconds, run.generationSeconds)
      generatedCount = run.written
    }
    // 6. The same again over its own output: what every build does when nothing changed.
    var warm = Double.infinity
    var unchangedCount = 0
    for _ in 0..<options.repetitions {
      let run = try generateAndWrite(paths, into: output)
      warm = min(warm, run.seconds)
      unchangedCount = run.unchanged
    }

    if let swiftcSeconds {
      print("  swiftc -frontend -parse: \(format(swiftcSeconds * 1000)) ms  \(format(megabytes / swiftcSeconds)) MB/s")
      print("  ratio: Graft takes \(format(parallel / swiftcSeconds * 100))% of swiftc's wall time (target <= 20%), \(format(swiftcSeconds / parallel))x faster")
      print("  end to end, nothing changed (parse, extract, render, plan, compare \(unchangedCount) files): \(format(warm * 1000)) ms = \(format(warm / swiftcSeconds * 100))% of swiftc's parse (target <= 33%)")
      print("  end to end, empty folder (the same, writing \(generatedCount) files): \(format(cold * 1000)) ms = \(format(cold / swiftcSeconds * 100))% of swiftc's parse; extract + render alone \(format(generationSeconds * 1000)) ms")
    }
    // 7. `graft audit`: read, parse and audit the whole corpus, and render the Markdown.
    let audit = ProcessMeasurements.fastest(of: options.repetitions) {
      _ = AuditMarkdownRenderer.render(Auditor().audit(parseInParallel(paths)))
    }
    if let swiftcSeconds {
      print("  audit (read, parse, audit, render Markdown): \(format(audit * 1000)) ms = \(format(audit / swiftcSeconds * 100))% of swiftc's parse")
    }
    print("  memory: \(memoryLine)")
    print("")
  }
}

do {
  try run(parseOptions())
} catch {
  FileHandle.standardError.write(Data("graft-benchmark: \(error)\n".utf8))
  exit(1)
}
