/**
 * The element dictionary: every `in-capmkt` element the export writes or the import reads, as
 * data — name, the taxonomy versions it exists in, period type, data type, enumeration values and
 * the source that shows it. Sources (docs/xbrl.md lists them in full):
 *   X21  SEBI's 2021-09-30 BRSR taxonomy files (core schema `in-capmkt.xsd`, 2,013 elements, and
 *        the 2021-03-31 types schema), read element by element: name, type and period type.
 *   XD   a JSON dump of a 2025-era `in-capmkt` core dictionary (tag, label, type).
 *   B:…  believed: seen only in third-party generators, parsers or filings' observations.
 * `verified` is true only for X21 and XD. Names are spelled exactly as the taxonomy spells them,
 * its inconsistencies included ('WithOutTreatment' beside 'WithoutTreatment', 'Adjusted' beside
 * 'Adjusting', 'WasteIntensity…PerArea' for a water intensity).
 */
import { ROW_TABLE_XBRL } from "./rows";
import type { TaxonomyVersion } from "./versions";

export type XbrlDataType =
  | "monetary"
  | "decimal"
  | "integer"
  | "percent"
  | "energy"
  | "energyPerMonetary"
  | "ghgEmissions"
  | "ghgEmissionsPerMonetary"
  | "mass"
  | "duration"
  | "date"
  | "boolean"
  | "string"
  | "textBlock"
  | "enumeration"
  | "cin";

export type PeriodType = "duration" | "instant";

export type ElementDef = {
  name: string;
  /** The type in the newest version the element exists in. */
  type: XbrlDataType;
  period: PeriodType;
  /** First and last version holding the element (inclusive; no `until`: still there). */
  since: TaxonomyVersion;
  until?: TaxonomyVersion;
  /** Its type in the versions up to `until` when that differed (2021 filed Scope 3 as text). */
  typeBefore?: { until: TaxonomyVersion; type: XbrlDataType };
  enumeration?: readonly string[];
  /** The newer element that took over this one's meaning (a legacy name). */
  replacedBy?: string;
  source: string;
  verified: boolean;
  note?: string;
};

export type Dimension = { axis: string; member: string } | { axis: string; typed: { domain: string; value: string } };

const NEW = "2024-04-30" as const;

const x21 = (name: string, type: XbrlDataType, extra: Partial<ElementDef> = {}): ElementDef => ({
  name,
  type,
  period: "duration",
  since: "2021-09-30",
  source: "X21",
  verified: true,
  ...extra,
});
/** In the 2021 schema with another type (decimal quantities became energy, mass, GHG types). */
const x21Then = (name: string, type: XbrlDataType, before: XbrlDataType, extra: Partial<ElementDef> = {}): ElementDef =>
  x21(name, type, { typeBefore: { until: "2023-06-30", type: before }, source: "X21 (name, 2021 type), XD (current type)", ...extra });
/** First seen in the 2025-era dictionary; believed to have arrived with the 2024-04-30 taxonomy that carried the July 2023 format. */
const xd = (name: string, type: XbrlDataType, extra: Partial<ElementDef> = {}): ElementDef => ({
  name,
  type,
  period: "duration",
  since: NEW,
  source: "XD",
  verified: true,
  ...extra,
});
const believed = (name: string, type: XbrlDataType, source: string, extra: Partial<ElementDef> = {}): ElementDef => ({
  name,
  type,
  period: "duration",
  since: NEW,
  source: `B: ${source}`,
  verified: false,
  ...extra,
});

const YES_NO_NA = ["Yes", "No", "NA"] as const;
const COMMUNICATION = ["E-mail", "SMS", "Newspaper", "Pamphlets", "Advertisement", "Community Meetings", "Notice Board", "Website", "Other"] as const;

export const ELEMENTS: readonly ElementDef[] = [
  // Section A: details of the listed entity (entity profile)
  x21("CorporateIdentityNumber", "cin"),
  x21("NameOfTheCompany", "string", { period: "instant" }),
  x21("YearOfIncorporation", "string", { until: "2023-06-30", replacedBy: "DateOfIncorporation" }),
  believed("DateOfIncorporation", "date", "HLE fixture, SUST model"),
  x21("AddressOfRegisteredOfficeOfCompany", "string"),
  x21("AddressOfCorporateOfficeOfCompany", "string"),
  x21("EMailOfTheCompany", "string"),
  x21("TelephoneOfCompany", "string"),
  x21("WebsiteOfCompany", "string"),
  x21("DateOfStartOfFinancialYear", "date"),
  x21("DateOfEndOfFinancialYear", "date"),
  x21("DateOfStartOfPreviousYear", "date"),
  x21("DateOfEndOfPreviousYear", "date"),
  x21("DateOfStartOfPriorToPreviousYear", "date"),
  x21("DateOfEndOfPriorToPreviousYear", "date"),
  x21("NameOfStockExchangeWhereTheCompanyIsListed", "string"),
  x21("ValueOfSharesPaidUp", "monetary", { period: "instant" }),
  x21("NameOfContactPerson", "string"),
  x21("ContactNumberOfContactPerson", "string"),
  x21("EMailOfContactPerson", "string"),
  x21("ReportingBoundary", "enumeration", { enumeration: ["Standalone basis", "Consolidated basis"], note: "type in-capmkt-types:ReportingOnTheBasis" }),
  x21("NumberOfLocations", "integer"),
  x21("NumberOfStatesWhereMarketServedByTheEntity", "integer"),
  x21("NumberOfCountriesWhereMarketServedByTheEntity", "integer"),
  x21("PercentageOfContributionOfExportsInTheTotalTurnoverOfTheEntity", "percent"),
  xd("ABriefOnTypesOfCustomersExplanatoryTextBlock", "textBlock"),
  x21("WhetherCSRIsApplicableAsPerSection135OfCompaniesAct2013", "boolean"),
  x21("Turnover", "monetary"),
  x21("NetWorth", "monetary"),

  // Section A: employees (Q20–Q22), complaints (Q25), material issues (Q26)
  x21("NumberOfEmployeesOrWorkersIncludingDifferentlyAbled", "integer"),
  x21("PercentageOfEmployeesOrWorkersIncludingDifferentlyAbled", "percent"),
  x21("NumberOfDifferentlyAbledEmployeesOrWorkers", "integer"),
  x21("PercentageOfDifferentlyAbledEmployeesOrWorkers", "percent"),
  x21("TotalNumberOfBoardOfDirectors", "integer"),
  x21("NumberOfFemaleBoardOfDirectors", "integer"),
  x21("PercentageOfFemaleBoardOfDirectors", "percent"),
  x21("TotalNumberOfKeyManagementPersonnel", "integer"),
  x21("NumberOfFemaleKeyManagementPersonnel", "integer"),
  x21("PercentageOfFemaleKeyManagementPersonnel", "percent"),
  x21("TurnoverRate", "percent"),
  x21("NumberOfComplaintsFiledFromStakeHolderGroupDuringTheYear", "integer"),
  xd("NumberOfComplaintsPendingFromStakeHolderGroupResolutionAtTheEndOfYear", "integer"),
  x21("MaterialIssueIdentified", "string"),
  x21("IndicateWhetherRiskOrOpportunity", "enumeration", { enumeration: ["R", "O"], note: "type in-capmkt-types:RiskOrOpportunity" }),
  x21("RationaleForIdentifyingTheRiskOpportunity", "string"),
  x21("InCaseOfRiskApproachToAdaptOrMitigate", "string"),
  x21("FinancialImplicationsOfTheRiskOrOpportunity", "enumeration", {
    enumeration: ["Positive Implications", "Negative Implications"],
    note: "type in-capmkt-types:FinancialImplications",
  }),

  // Principle 1
  xd("NumberOfDaysOfAccountsPayable", "duration", { note: "xbrli:durationItemType: filed as an ISO 8601 duration such as P59D" }),
  xd("PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases", "percent"),
  xd("NumberOfTradingHousesWherePurchasesAreMade", "integer"),
  xd("PercentageOfPurchasesFromTopTenTradingHousesInTotalPurchasesFromTradingHouses", "percent"),
  xd("PercentageOfSalesToDealersOrDistributorsInTotalSales", "percent"),
  xd("NumberOfDealersOrDistributorsToWhomSalesAreMade", "integer"),
  xd("PercentageOfSalesToTopTenDealersOrDistributorsInTotalSalesToDealersOrDistributors", "percent"),
  xd("PercentageOfPurchasesFromRelatedPartiesInTotalPurchasesForShareOfRelatedPartyTransactions", "percent"),
  xd("PercentageOfSalesToRelatedPartiesInTotalSalesForShareOfRelatedPartyTransactions", "percent"),
  xd("PercentageOfLoansAndAdvancesGivenToRelatedPartiesInTotalLoansAndAdvances", "percent"),
  xd("PercentageOfInvestmentsInRelatedPartiesInTotalInvestments", "percent"),

  // Principle 3
  x21("NumberOfWellBeingOfEmployees", "integer"),
  x21("PercentageOfWellBeingOfEmployees", "percent"),
  x21("NumberOfWellBeingOfWorkers", "integer"),
  x21("PercentageOfWellBeingOfWorkers", "percent"),
  xd("PercentageOfCostIncurredOnWellBeingMeasuresWithRespectToTotalRevenueOfTheCompany", "percent"),
  x21("LostTimeInjuryFrequencyRatePerOneMillionPersonHoursWorked", "decimal"),
  x21("TotalRecordableWorkRelatedInjuries", "decimal"),
  x21("NumberOfFatalities", "decimal"),
  x21("HighConsequenceWorkRelatedInjuryOrIllHealthExcludingFatalities", "decimal"),

  // Principle 5
  xd("PercentageOfGrossWagesPaidToFemaleToTotalWagesPaid", "percent"),
  xd("TotalComplaintsReportedUnderSexualHarassmentOfWomenAtWorkplace", "integer"),
  xd("PercentageOfComplaintsInRespectOfNumberOfEmployeesOrWorker", "percent"),
  believed("ComplaintsOnPOSHUpHeld", "integer", "SUST model, TAGS, parsers of real filings"),

  // Intensity denominator
  believed("RevenueFromOperations", "monetary", "SUST model, TAGS"),

  // Principle 6: energy (E1)
  xd("TotalElectricityConsumptionFromRenewableSources", "energy"),
  xd("TotalFuelConsumptionFromRenewableSources", "energy"),
  xd("EnergyConsumptionThroughOtherSourcesFromRenewableSources", "energy"),
  x21Then("TotalEnergyConsumedFromRenewableSources", "energy", "decimal"),
  xd("TotalElectricityConsumptionFromNonRenewableSources", "energy"),
  xd("TotalFuelConsumptionFromNonRenewableSources", "energy"),
  xd("EnergyConsumptionThroughOtherSourcesFromNonRenewableSources", "energy"),
  x21Then("TotalEnergyConsumedFromNonRenewableSources", "energy", "decimal"),
  xd("TotalEnergyConsumedFromRenewableAndNonRenewableSources", "energy"),
  x21("TotalEnergyConsumption", "decimal", { until: "2023-06-30", replacedBy: "TotalEnergyConsumedFromRenewableAndNonRenewableSources" }),
  x21Then("EnergyIntensityPerRupeeOfTurnover", "energyPerMonetary", "decimal"),
  xd("EnergyIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity", "energyPerMonetary"),
  xd("EnergyIntensityInTermOfPhysicalOutput", "energy", { note: "energy type: the unit is GJ, with no 'per unit of output' part" }),
  xd("DoesTheEntityHaveAnySitesOrFacilitiesIdentifiedAsDesignatedConsumersUnderThePerformanceAchieveAndTradeSchemeOfTheGovernmentOfIndia", "boolean"),

  // Principle 6: water (E3, E4)
  x21("WaterWithdrawalBySurfaceWater", "decimal"),
  x21("WaterWithdrawalByGroundwater", "decimal"),
  x21("WaterWithdrawalByThirdPartyWater", "decimal"),
  x21("WaterWithdrawalBySeawaterOrDesalinatedWater", "decimal"),
  x21("WaterWithdrawalByOthers", "decimal"),
  x21("TotalVolumeOfWaterWithdrawal", "decimal"),
  x21("TotalVolumeOfWaterConsumption", "decimal"),
  x21("WaterIntensityPerRupeeOfTurnover", "decimal"),
  xd("WaterIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity", "decimal"),
  xd("WaterIntensityInTermOfPhysicalOutput", "decimal"),
  x21("WaterDischargeToSurfaceWater", "decimal"),
  x21("WaterDischargeToSurfaceWaterWithOutTreatment", "decimal"),
  x21("WaterDischargeToSurfaceWaterWithTreatment", "decimal"),
  x21("WaterDischargeToGroundwater", "decimal"),
  x21("WaterDischargeToGroundwaterWithOutTreatment", "decimal"),
  x21("WaterDischargeToGroundwaterWithTreatment", "decimal"),
  x21("WaterDischargeToSeawater", "decimal"),
  x21("WaterDischargeToSeawaterWithOutTreatment", "decimal"),
  x21("WaterDischargeToSeawaterWithTreatment", "decimal"),
  x21("WaterDischargeBySentToThirdParties", "decimal"),
  x21("WaterDischargeBySentToThirdPartiesWithoutTreatment", "decimal"),
  x21("WaterDischargeBySentToThirdPartiesWithTreatment", "decimal"),
  x21("WaterDischargeToOthers", "decimal"),
  x21("WaterDischargeToOthersWithoutTreatment", "decimal"),
  x21("WaterDischargeToOthersWithTreatment", "decimal"),
  x21("TotalWaterDischargedInKilolitres", "decimal"),
  x21("HasTheEntityImplementedAMechanismForZeroLiquidDischarge", "boolean"),
  // Water stress (L1), one typed member per facility; the optional intensity's name is the taxonomy's own typo.
  x21("NameOfTheArea", "string"),
  x21("NatureOfOperations", "string"),
  xd("WasteIntensityTheRelevantMetricMayBeSelectedByTheEntityPerArea", "decimal", {
    note: "labelled 'Water intensity … per area' although named Waste…: the taxonomy's spelling",
  }),
  x21("WaterIntensity", "decimal", { until: "2023-06-30", replacedBy: "WasteIntensityTheRelevantMetricMayBeSelectedByTheEntityPerArea" }),

  // Principle 6: air (E6)
  believed("NOx", "decimal", "SUST model (2024-04-30), MAP, TAGS, SS validation report"),
  believed("SOx", "decimal", "SUST model (2024-04-30), MAP, TAGS, SS validation report"),
  x21Then("ParticulateMatter", "decimal", "string"),
  x21Then("PersistentOrganicPollutants", "decimal", "string"),
  x21Then("VolatileOrganicCompounds", "decimal", "string"),
  x21Then("HazardousAirPollutants", "decimal", "string", { source: "X21 (name, 2021 type); current type B: SUST model", verified: true }),
  x21("Nox", "string", { until: "2023-06-30", replacedBy: "NOx" }),
  x21("Sox", "string", { until: "2023-06-30", replacedBy: "SOx" }),

  // Principle 6: GHG (E7, E8, L2)
  x21Then("TotalScope1Emissions", "ghgEmissions", "decimal"),
  x21Then("TotalScope2Emissions", "ghgEmissions", "decimal"),
  xd("TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover", "ghgEmissionsPerMonetary"),
  x21("TotalScope1AndScope2EmissionsPerRupeeOfTurnover", "decimal", {
    until: "2023-06-30",
    replacedBy: "TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover",
  }),
  xd("TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnoverAdjustedForPurchasingPowerParity", "ghgEmissionsPerMonetary", {
    note: "'Adjusted', where the energy, water and waste PPP names say 'Adjusting'",
  }),
  xd("TotalScope1AndScope2EmissionsIntensityInTermOfPhysicalOutput", "ghgEmissions"),
  x21("TotalScope1AndScope2EmissionIntensity", "decimal", {
    until: "2023-06-30",
    replacedBy: "TotalScope1AndScope2EmissionsIntensityInTermOfPhysicalOutput",
    note: "sources disagree: OBS and VER read it as the physical-output row, MAP as the optional row",
  }),
  x21Then("TotalScope3Emissions", "ghgEmissions", "string"),
  x21Then("TotalScope3EmissionsPerRupeeOfTurnover", "ghgEmissionsPerMonetary", "string"),
  xd("DoesTheEntityHaveAnyProjectRelatedToReducingGreenHouseGasEmission", "enumeration", {
    enumeration: YES_NO_NA,
    typeBefore: { until: "2023-06-30", type: "boolean" },
    since: "2021-09-30",
    source: "X21 (boolean), XD (in-capmkt-types:YesNoNA; its values believed)",
  }),

  // Principle 6: waste (E9)
  x21Then("PlasticWaste", "mass", "decimal"),
  x21Then("EWaste", "mass", "decimal"),
  x21Then("BioMedicalWaste", "mass", "decimal"),
  x21Then("ConstructionAndDemolitionWaste", "mass", "decimal"),
  x21Then("BatteryWaste", "mass", "decimal"),
  x21Then("RadioactiveWaste", "mass", "decimal"),
  x21Then("OtherHazardousWaste", "mass", "decimal"),
  x21Then("OtherNonHazardousWasteGenerated", "mass", "decimal"),
  x21Then("TotalWasteGenerated", "mass", "decimal"),
  x21Then("WasteRecoveredThroughRecycled", "mass", "decimal"),
  x21Then("WasteRecoveredThroughReUsed", "mass", "decimal"),
  x21Then("WasteRecoveredThroughOtherRecoveryOperations", "mass", "decimal"),
  x21Then("TotalWasteRecovered", "mass", "decimal"),
  x21Then("WasteDisposedByIncineration", "mass", "decimal"),
  x21Then("WasteDisposedByLandfilling", "mass", "decimal"),
  x21Then("WasteDisposedByOtherDisposalOperations", "mass", "decimal"),
  x21Then("TotalWasteDisposed", "mass", "decimal"),
  xd("WasteIntensityPerRupeeOfTurnover", "decimal"),
  xd("WasteIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity", "decimal"),
  xd("WasteIntensityInTermOfPhysicalOutput", "mass"),

  // Principle 6: compliance, value chain, green credits
  x21("IsTheEntityCompliantWithTheApplicableEnvironmentalLaw", "boolean"),
  x21("PercentageOfValueChainPartnersByValueOfBusinessDoneWithSuchPartnersThatWereAssessedForEnvironmentalImpacts", "percent"),
  xd("NumberOfGreenCreditsHaveBeenGeneratedOrProcuredByTheListedEntity", "integer", {
    since: "2025-05-31",
    source: "XD; P6 L8 added by SEBI's circular of 28 March 2025",
  }),
  xd("NumberOfGreenCreditsHaveBeenGeneratedOrProcuredByTheTopTenValueChainPartners", "integer", {
    since: "2025-05-31",
    source: "XD; P6 L8 added by SEBI's circular of 28 March 2025",
  }),

  // Principles 8 and 9
  x21("PercentageOfDirectlySourcedFromMSMEsOrSmallProducers", "percent"),
  x21("PercentageOfSourcedDirectlyFromWithinTheDistrictAndNeighbouringDistricts", "percent", {
    note: "still named for the 2021 'district' question; holds the 2023 'within India' share",
  }),
  xd("PercentageOfJobCreation", "percent"),
  x21("ConsumerComplaintsReceivedDuringTheYear", "integer"),
  x21("ConsumerComplaintsPendingResolutionAtEndOfYear", "integer", { period: "instant" }),
  x21("NumberOfInstancesOfDataBreachesAlongWithImpact", "integer"),
  x21("NumberOfAffiliationsWithTradeAndIndustryChambersOrAssociations", "integer"),

  // Line items of the tables whose rows the company adds (lib/xbrl/rows.ts): each follows its
  // table's typed axis in the 2021 schema, which is the evidence for the pairing.
  x21("ActionTaken", "string"),
  x21("AmountSpentForCSRProjectsUndertaken", "monetary"),
  x21("AmountsPaidToPAFs", "monetary"),
  x21("AnyFinesOrPenaltiesOrActionTakenByRegulatoryAgenciesSuchAsPollutionControlBoardsOrByCourts", "string"),
  x21("AspirationalDistrictOfCSRProjectsUndertaken", "string"),
  x21("BasisOfCalculatingBenefitShare", "string"),
  x21("BenefitShared", "boolean"),
  x21("BoundaryForWhichTheLifeCyclePerspectiveOrAssessmentWasConducted", "string"),
  x21("BriefOfAnyIssuesRelatedToAntiCompetitiveConductByTheEntity", "string"),
  x21("BriefOfTheCaseForIntellectualPropertyRelatedDisputes", "string"),
  x21("CSRProject", "string"),
  x21("ChannelsOfCommunication", "enumeration", { enumeration: COMMUNICATION, note: "type in-capmkt-types:TypeOfCommunication" }),
  x21("CorrectiveActionTakenForAnyIssuesRelatedToAntiCompetitiveConductByTheEntity", "string"),
  x21("CorrectiveActionTakenForIntellectualPropertyRelatedDisputes", "string"),
  x21("CorrectiveActionTakenForNegativeSocialImpactIdentified", "string"),
  x21("CorrectiveActionTakenForNonCompliance", "string"),
  x21("DateOfEnvironmentalImpactAssessments", "date"),
  x21("DateOfNotification", "date"),
  x21("DescriptionOfTheRiskOrConcern", "string"),
  x21("DetailsOfNegativeSocialImpactIdentified", "string"),
  x21("DetailsOfTheCase", "string"),
  x21("DistrictOfProject", "string"),
  x21("EIANotificationNumber", "string"),
  x21("FrequencyOfEngagement", "string"),
  x21("FrequencyOfReviewByBoard", "string"),
  x21("IndicateProductCategory", "string"),
  x21("InitiativeUndertaken", "string"),
  x21("IntellectualPropertyBasedOnTraditionalKnowledge", "string"),
  x21("LocationOfOperationsOrOffices", "string"),
  x21("MethodResortedForSuchAdvocacy", "string"),
  x21("NICCodeOfProductOrServiceOfConductedLifecyclePerspective", "string"),
  x21("NameAndBriefDetailsOfProject", "string"),
  x21("NameAndBriefDetailsOfProjectSIA", "string"),
  x21("NameOfAuthority", "string"),
  x21("NameOfAuthorityForIntellectualPropertyRelatedDisputes", "string"),
  x21("NameOfProductOrService", "string"),
  x21("NameOfProjectForWhichRehabilitationAndResettlementIsOnGoing", "string"),
  x21("NameOfTheRegulatoryOrEnforcementAgenciesOrJudicialInstitutions", "string"),
  x21("NameOfTheTradeAndIndustryChambersOrAssociations", "string"),
  x21("NameOrDetailsOfTheLawOrRegulationOrGuidelinesWhichWasNotCompliedWith", "string"),
  x21("NumberOfPersonsBenefittedFromCSRProjects", "integer"),
  x21("NumberOfProjectAffectedFamilies", "integer"),
  x21("OutcomeOfTheInitiative", "string"),
  x21("OwnedOrAcquired", "boolean"),
  x21("PercentageOfBeneficiariesFromVulnerableAndMarginalizedGroups", "percent"),
  x21("PercentageOfPAFsCoveredByRehabilitationAndResettlement", "percent"),
  x21("PercentageOfTotalTurnoverContributedForConductedLifecyclePerspective", "percent"),
  x21("ProvideDetailsOfTheNonCompliance", "string"),
  x21("PublicPolicyAdvocated", "string"),
  x21("PurposeAndScopeOfEngagementIncludingKeyTopicsAndConcernsRaisedDuringSuchEngagement", "string"),
  x21("ReachOfTradeAndIndustryChambersOrAssociations", "string"),
  x21("ReasonsAndCorrectiveActionTakenIfTheConditionsOfEnvironmentalApprovalOrClearanceAreNotBeingCompliedWith", "string"),
  x21("ReclaimedProductsAndTheirPackagingMaterialsAsPercentageOfTotalProductsSoldInRespectiveCategory", "percent"),
  x21("ResultsCommunicatedInPublicDomain", "boolean"),
  x21("ResultsCommunicatedInPublicDomainOfSIA", "boolean"),
  x21("ResultsCommunicatedInPublicDomainP6", "boolean"),
  x21("SIANotificationNumber", "string"),
  x21("StakeholderGroup", "string"),
  x21("StateOfCSRProjectsUndertaken", "string"),
  x21("StateOfProject", "string"),
  x21("TotalVolumeOfWaterConsumptionPerArea", "decimal"),
  x21("TotalVolumeOfWaterWithdrawalPerArea", "decimal"),
  x21("TotalWaterDischargedInKilolitresPerArea", "decimal"),
  x21("TypeOfOperations", "string", { period: "instant" }),
  x21("WaterDischargeBySentToThirdPartiesPerArea", "decimal"),
  x21("WaterDischargeBySentToThirdPartiesWithTreatmentPerArea", "decimal"),
  x21("WaterDischargeBySentToThirdPartiesWithoutTreatmentPerArea", "decimal"),
  x21("WaterDischargeToGroundwaterPerArea", "decimal"),
  x21("WaterDischargeToGroundwaterWithOutTreatmentPerArea", "decimal"),
  x21("WaterDischargeToGroundwaterWithTreatmentPerArea", "decimal"),
  x21("WaterDischargeToOthersPerArea", "decimal"),
  x21("WaterDischargeToOthersWithTreatmentPerArea", "decimal"),
  x21("WaterDischargeToOthersWithoutTreatmentPerArea", "decimal"),
  x21("WaterDischargeToSeawaterPerArea", "decimal"),
  x21("WaterDischargeToSeawaterWithOutTreatmentPerArea", "decimal"),
  x21("WaterDischargeToSeawaterWithTreatmentPerArea", "decimal"),
  x21("WaterDischargeToSurfaceWaterPerArea", "decimal"),
  x21("WaterDischargeToSurfaceWaterWithOutTreatmentPerArea", "decimal"),
  x21("WaterDischargeToSurfaceWaterWithTreatmentPerArea", "decimal"),
  x21("WaterIntensityPerRupeeOfTurnoverPerArea", "decimal"),
  x21("WaterWithdrawalByGroundwaterPerArea", "decimal"),
  x21("WaterWithdrawalByOthersPerArea", "decimal"),
  x21("WaterWithdrawalBySeawaterOrDesalinatedWaterPerArea", "decimal"),
  x21("WaterWithdrawalBySurfaceWaterPerArea", "decimal"),
  x21("WaterWithdrawalByThirdPartyWaterPerArea", "decimal"),
  x21("WebLinkForDetailsOfIntiativeTakenByEntity", "string"),
  x21("WebLinkOfResultsOfLifeCycleAssessments", "string"),
  x21("WebLinkOfResultsOfLifeCycleAssessmentsP6", "string"),
  x21("WebLinkOfSIAOfProjects", "string"),
  x21("WebLinkPublicPolicyPositionAdvocated", "string"),
  x21("WhetherConductedByIndependentExternalAgency", "boolean"),
  x21("WhetherConductedByIndependentExternalAgencyForSIA", "boolean"),
  x21("WhetherConductedByIndependentExternalAgencyP6", "boolean"),
  x21("WhetherIdentifiedAsVulnerableAndMarginalizedGroup", "boolean"),
  x21("WhetherInformationAvailableInPublicDomain", "boolean"),
  x21("WhetherTheConditionsOfEnvironmentalApprovalOrClearanceAreBeingCompliedWith", "boolean"),
  x21("PercentageOfDataBreachesInvolvingPersonallyIdentifiableInformationOfCustomers", "percent"),
];

/** Axes and members the export uses (existence verified in X21 unless marked; which axis pairs with which line item is believed). */
export const AXES: readonly { name: string; typedDomain?: string; members?: readonly string[]; source: string; verified: boolean }[] = [
  {
    name: "EmployeesAndWorkersAxis",
    members: [
      "PermanentEmployeesMember",
      "OtherThanPermanentEmployeesMember",
      "EmployeesMember",
      "PermanentWorkersMember",
      "OtherThanPermanentWorkersMember",
      "WorkersMember",
    ],
    source: "X21",
    verified: true,
  },
  { name: "GenderAxis", members: ["MaleMember", "FemaleMember"], source: "X21", verified: true },
  {
    name: "BenefitesOfWellBeingAxis",
    members: ["HealthInsuranceMember", "AccidentInsuranceMember", "MaternityBenefitsMember", "PaternityBenefitsMember", "DayCareFacilitiesMember"],
    source: "X21 (sic: 'Benefites')",
    verified: true,
  },
  {
    name: "StakeHolderGroupFromWhomComplaintIsReceivedAxis",
    members: [
      "ComplaintReceivedFromCommunitiesMember",
      "ComplaintReceivedFromInvestorsMember",
      "ComplaintReceivedFromShareholdersMember",
      "ComplaintReceivedFromEmployeesAndWorkersMember",
      "ComplaintReceivedFromCustomersMember",
      "ComplaintReceivedFromValueChainPartnersMember",
    ],
    source: "X21",
    verified: true,
  },
  { name: "OtherStakeHolderAxis", typedDomain: "OtherStakeHolderDomain", source: "X21 (typed)", verified: true },
  {
    name: "ConsumerComplaintsP9Axis",
    members: [
      "DataPrivacyMember",
      "AdvertisingMember",
      "CyberSecurityMember",
      "DeliveryOfEssentialServicesMember",
      "RestrictiveTradePracticesMember",
      "UnfairTradePracticesMember",
    ],
    source: "X21",
    verified: true,
  },
  { name: "GeographicalAxis", members: ["NationalMember", "InternationalMember"], source: "X21", verified: true },
  { name: "LocationAxis", members: ["PlantMember", "OfficeMember"], source: "X21", verified: true },
  {
    name: "TownsCategoryAxis",
    members: ["RuralMember", "SemiUrbanMember", "UrbanMember", "MetropolitanMember"],
    source: "XD for the axis; member names B (not seen in any source)",
    verified: false,
  },
  // The row tables' axes: typed ones take the row number; P7 E1(b) has ten explicit members.
  ...Object.values(ROW_TABLE_XBRL).map((t) => ({
    name: t.axis,
    ...(t.domain ? { typedDomain: t.domain } : { members: Array.from({ length: 10 }, (_, i) => t.members!(i + 1)) }),
    source: t.domain ? "X21 (typed)" : "X21",
    verified: true,
  })),
];

const BY_NAME: ReadonlyMap<string, ElementDef> = new Map(ELEMENTS.map((e) => [e.name, e]));
const AXIS_BY_NAME = new Map(AXES.map((a) => [a.name, a]));

export function elementDef(name: string): ElementDef | undefined {
  return BY_NAME.get(name);
}

export function axisDef(name: string) {
  return AXIS_BY_NAME.get(name);
}

/** The element's type in a version (its older type where it changed). */
export function typeIn(def: ElementDef, v: TaxonomyVersion, index: (v: TaxonomyVersion) => number): XbrlDataType {
  return def.typeBefore && index(v) <= index(def.typeBefore.until) ? def.typeBefore.type : def.type;
}

/** Dictionary figures for the note: how many elements are verified in a taxonomy file or dump, how many believed. */
export function dictionaryCounts(): { elements: number; verified: number; believed: number } {
  const verified = ELEMENTS.filter((e) => e.verified).length;
  return { elements: ELEMENTS.length, verified, believed: ELEMENTS.length - verified };
}
