/// Why an app could not be launched or reached, in words a test failure can show.
struct LaunchFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
