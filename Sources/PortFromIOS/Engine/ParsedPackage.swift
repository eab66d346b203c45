/// Every file of a run, parsed, with the index of what they declare: what one rewrite pass reads.
///
/// Rewrites need the whole package, not one file: a protocol's `optional` requirements are
/// declared in one file and called in others, and a target-action's method may be in another
/// file from the `addTarget` that names it.
struct ParsedPackage {
  /// The files, in the order given.
  let files: [ParsedFile]
  /// What the files declare.
  let index: PackageIndex
}
