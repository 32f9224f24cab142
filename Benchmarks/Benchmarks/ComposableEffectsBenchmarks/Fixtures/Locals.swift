/// The task-local the baseline benchmark reads.
enum Locals {
  @TaskLocal static var value = 0
}
