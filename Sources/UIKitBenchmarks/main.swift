// Renderer benchmarks. `.build/release/UIKitBenchmarks` runs every benchmark under Xvfb and
// offscreen and prints one table; see `BenchmarkDriver`.
//
//   --configuration xvfb|offscreen   run one configuration in this process (rows on stdout)
//   --only redraw,transition,idle,text,pacing,hittest,push,shapes,page,recording,reliability,blur,
//                        lists,longtext,uitest
//                        run only these benchmarks
//   --decode-peak FILE   decode FILE and print resident bytes before, the peak, and seconds
//                        (the reliability benchmark's child)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

/// The argument after `flag`, if the flag was given.
func argument(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

if let path = argument(after: "--decode-peak") {
  print(ReliabilityBenchmark.decodePeak(path: path))
  exit(0)
}
let only = argument(after: "--only")
if let name = argument(after: "--configuration") {
  guard let configuration = Configuration(rawValue: name) else {
    FileHandle.standardError.write(Data("unknown configuration '\(name)'\n".utf8))
    exit(2)
  }
  BenchmarkSuite(configuration: configuration, only: only).run()
} else {
  exit(BenchmarkDriver(only: only).run())
}
