// Renderer benchmarks; see README "Performance".
print("UIKitBenchmarks: not written yet")
