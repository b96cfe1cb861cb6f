/**
 * SEBI's tables whose rows the company adds (A-26 material issues, P6 L1 facilities, P8 E2
 * projects …), as the taxonomy files them: each table's typed axis (the row number as the typed
 * member's value) or, for P7 E1(b), its ten explicit members, and the element of each column.
 * Names, types and the typed domains are verified in the 2021-09-30 schema; which line items pair
 * with which axis is read from the schema's order (each table's line items follow its axis) and
 * is believed until a definition linkbase confirms it.
 */
import type { Dimension } from "./dictionary";

export type RowTableXbrl = {
  axis: string;
  /** The typed domain element; absent where the axis has explicit members per row. */
  domain?: string;
  /** Explicit members by row number (P7 E1(b): IndustryChambersOrAssociations1Member …). */
  members?: (row: number) => string;
  columns: Readonly<Record<string, string>>;
};

export const ROW_TABLE_XBRL: Readonly<Record<string, RowTableXbrl>> = {
  "A-26": {
    axis: "EntitysMaterialResponsibleBusinessConductIssuesAxis",
    domain: "EntitysMaterialResponsibleBusinessConductIssuesDomain",
    columns: {
      ISSUE: "MaterialIssueIdentified",
      RISK: "IndicateWhetherRiskOrOpportunity",
      RATIONALE: "RationaleForIdentifyingTheRiskOpportunity",
      APPROACH: "InCaseOfRiskApproachToAdaptOrMitigate",
      IMPLICATIONS: "FinancialImplicationsOfTheRiskOrOpportunity",
    },
  },
  "P1-E3": {
    axis: "AppealOrRevisionAxis",
    domain: "AppealOrRevisiondomain",
    columns: { CASE: "DetailsOfTheCase", AGENCY: "NameOfTheRegulatoryOrEnforcementAgenciesOrJudicialInstitutions" },
  },
  "P2-L1": {
    axis: "TheEntityConductedLifeCyclePerspectiveOrAssessmentsAxis",
    domain: "TheEntityConductedLifeCyclePerspectiveOrAssessmentsDomain",
    columns: {
      NIC: "NICCodeOfProductOrServiceOfConductedLifecyclePerspective",
      PRODUCT: "NameOfProductOrService",
      TURNOVER_PCT: "PercentageOfTotalTurnoverContributedForConductedLifecyclePerspective",
      BOUNDARY: "BoundaryForWhichTheLifeCyclePerspectiveOrAssessmentWasConducted",
      EXTERNAL: "WhetherConductedByIndependentExternalAgency",
      PUBLIC: "ResultsCommunicatedInPublicDomain",
      LINK: "WebLinkOfResultsOfLifeCycleAssessments",
    },
  },
  "P2-L2": {
    axis: "ActionTakenToMitigateSignificantSocialOrEnvironmentalConcernsAxis",
    domain: "ProductOrServiceDomain",
    columns: { PRODUCT: "NameOfProductOrService", RISK: "DescriptionOfTheRiskOrConcern", ACTION: "ActionTaken" },
  },
  "P2-L5": {
    axis: "ReclaimedProductsAndTheirPackagingAxis",
    domain: "ReclaimedProductsAndTheirPackagingDomain",
    columns: { CATEGORY: "IndicateProductCategory", PCT: "ReclaimedProductsAndTheirPackagingMaterialsAsPercentageOfTotalProductsSoldInRespectiveCategory" },
  },
  "P4-E2": {
    axis: "StakeHolderGroupsAxis",
    domain: "StakeHolderGroupsDomain",
    columns: {
      GROUP: "StakeholderGroup",
      VULNERABLE: "WhetherIdentifiedAsVulnerableAndMarginalizedGroup",
      CHANNEL: "ChannelsOfCommunication",
      FREQUENCY: "FrequencyOfEngagement",
      PURPOSE: "PurposeAndScopeOfEngagementIncludingKeyTopicsAndConcernsRaisedDuringSuchEngagement",
    },
  },
  "P6-E11": {
    axis: "OperationsOrOfficesWhereEnvironmentalApprovalsOrClearancesRequiredAxis",
    domain: "OperationsOrOfficesWhereEnvironmentalApprovalsOrClearancesRequiredDomain",
    columns: {
      LOCATION: "LocationOfOperationsOrOffices",
      TYPE: "TypeOfOperations",
      COMPLIANT: "WhetherTheConditionsOfEnvironmentalApprovalOrClearanceAreBeingCompliedWith",
      REASONS: "ReasonsAndCorrectiveActionTakenIfTheConditionsOfEnvironmentalApprovalOrClearanceAreNotBeingCompliedWith",
    },
  },
  "P6-E12": {
    axis: "EnvironmentalImpactAssessmentsOfProjectAxis",
    domain: "EnvironmentalImpactAssessmentsOfProjectDomain",
    columns: {
      PROJECT: "NameAndBriefDetailsOfProject",
      EIA_NO: "EIANotificationNumber",
      DATE: "DateOfEnvironmentalImpactAssessments",
      EXTERNAL: "WhetherConductedByIndependentExternalAgencyP6",
      PUBLIC: "ResultsCommunicatedInPublicDomainP6",
      LINK: "WebLinkOfResultsOfLifeCycleAssessmentsP6",
    },
  },
  "P6-E13": {
    axis: "LawOrRegulationOrGuidelinesAxis",
    domain: "LawOrRegulationOrGuidelinesDomain",
    columns: {
      LAW: "NameOrDetailsOfTheLawOrRegulationOrGuidelinesWhichWasNotCompliedWith",
      DETAILS: "ProvideDetailsOfTheNonCompliance",
      FINES: "AnyFinesOrPenaltiesOrActionTakenByRegulatoryAgenciesSuchAsPollutionControlBoardsOrByCourts",
      ACTION: "CorrectiveActionTakenForNonCompliance",
    },
  },
  "P6-L1": {
    axis: "FacilityOrPlantLocatedInAreasOfWaterStressAxis",
    domain: "FacilityOrPlantLocatedInAreasOfWaterStressDomain",
    columns: {
      AREA: "NameOfTheArea",
      NATURE: "NatureOfOperations",
      SURFACE: "WaterWithdrawalBySurfaceWaterPerArea",
      GROUND: "WaterWithdrawalByGroundwaterPerArea",
      THIRD_PARTY: "WaterWithdrawalByThirdPartyWaterPerArea",
      SEA: "WaterWithdrawalBySeawaterOrDesalinatedWaterPerArea",
      OTHERS: "WaterWithdrawalByOthersPerArea",
      WITHDRAWAL: "TotalVolumeOfWaterWithdrawalPerArea",
      CONSUMPTION: "TotalVolumeOfWaterConsumptionPerArea",
      INT_RUPEE: "WaterIntensityPerRupeeOfTurnoverPerArea",
      DIS_I: "WaterDischargeToSurfaceWaterPerArea",
      DIS_I_NONE: "WaterDischargeToSurfaceWaterWithOutTreatmentPerArea",
      DIS_I_TREATED: "WaterDischargeToSurfaceWaterWithTreatmentPerArea",
      DIS_II: "WaterDischargeToGroundwaterPerArea",
      DIS_II_NONE: "WaterDischargeToGroundwaterWithOutTreatmentPerArea",
      DIS_II_TREATED: "WaterDischargeToGroundwaterWithTreatmentPerArea",
      DIS_III: "WaterDischargeToSeawaterPerArea",
      DIS_III_NONE: "WaterDischargeToSeawaterWithOutTreatmentPerArea",
      DIS_III_TREATED: "WaterDischargeToSeawaterWithTreatmentPerArea",
      DIS_IV: "WaterDischargeBySentToThirdPartiesPerArea",
      DIS_IV_NONE: "WaterDischargeBySentToThirdPartiesWithoutTreatmentPerArea",
      DIS_IV_TREATED: "WaterDischargeBySentToThirdPartiesWithTreatmentPerArea",
      DIS_V: "WaterDischargeToOthersPerArea",
      DIS_V_NONE: "WaterDischargeToOthersWithoutTreatmentPerArea",
      DIS_V_TREATED: "WaterDischargeToOthersWithTreatmentPerArea",
      DISCHARGE: "TotalWaterDischargedInKilolitresPerArea",
    },
  },
  "P6-L4": {
    axis: "SpecificInitiativesAxis",
    domain: "SpecificInitiativesDomain",
    columns: { INITIATIVE: "InitiativeUndertaken", DETAILS: "WebLinkForDetailsOfIntiativeTakenByEntity", OUTCOME: "OutcomeOfTheInitiative" },
  },
  "P7-E1b": {
    axis: "TopTenIndustryChambersOrAssociationsAxis",
    members: (row) => `IndustryChambersOrAssociations${row}Member`,
    columns: { NAME: "NameOfTheTradeAndIndustryChambersOrAssociations", REACH: "ReachOfTradeAndIndustryChambersOrAssociations" },
  },
  "P7-E2": {
    axis: "IssuesRelatedToAntiCompetitiveAxis",
    domain: "IssuesRelatedToAntiCompetitiveDomain",
    columns: {
      AUTHORITY: "NameOfAuthority",
      CASE: "BriefOfAnyIssuesRelatedToAntiCompetitiveConductByTheEntity",
      ACTION: "CorrectiveActionTakenForAnyIssuesRelatedToAntiCompetitiveConductByTheEntity",
    },
  },
  "P7-L1": {
    axis: "PublicPolicyAxis",
    domain: "PublicPolicyDomain",
    columns: {
      POLICY: "PublicPolicyAdvocated",
      METHOD: "MethodResortedForSuchAdvocacy",
      PUBLIC: "WhetherInformationAvailableInPublicDomain",
      FREQUENCY: "FrequencyOfReviewByBoard",
      LINK: "WebLinkPublicPolicyPositionAdvocated",
    },
  },
  "P8-E1": {
    axis: "ProjectsOfSocialImpactAssessmentsAxis",
    domain: "ProjectsOfSocialImpactAssessmentsDomain",
    columns: {
      PROJECT: "NameAndBriefDetailsOfProjectSIA",
      SIA_NO: "SIANotificationNumber",
      DATE: "DateOfNotification",
      EXTERNAL: "WhetherConductedByIndependentExternalAgencyForSIA",
      PUBLIC: "ResultsCommunicatedInPublicDomainOfSIA",
      LINK: "WebLinkOfSIAOfProjects",
    },
  },
  "P8-E2": {
    axis: "ProjectsForRehabilitationAndResettlementAxis",
    domain: "ProjectsForRehabilitationAndResettlementDomain",
    columns: {
      PROJECT: "NameOfProjectForWhichRehabilitationAndResettlementIsOnGoing",
      STATE: "StateOfProject",
      DISTRICT: "DistrictOfProject",
      PAFS: "NumberOfProjectAffectedFamilies",
      PAFS_PCT: "PercentageOfPAFsCoveredByRehabilitationAndResettlement",
      AMOUNT: "AmountsPaidToPAFs",
    },
  },
  "P8-L1": {
    axis: "NegativeSocialImpactIdentifiedAxis",
    domain: "NegativeSocialImpactIdentifiedDomain",
    columns: { IMPACT: "DetailsOfNegativeSocialImpactIdentified", ACTION: "CorrectiveActionTakenForNegativeSocialImpactIdentified" },
  },
  "P8-L2": {
    axis: "CSRProjectsUndertakenAxis",
    domain: "CSRProjectsUndertakenDomain",
    columns: { STATE: "StateOfCSRProjectsUndertaken", DISTRICT: "AspirationalDistrictOfCSRProjectsUndertaken", AMOUNT: "AmountSpentForCSRProjectsUndertaken" },
  },
  "P8-L4": {
    axis: "IntellectualPropertyAxis",
    domain: "IntellectualPropertyDomain",
    columns: {
      IP: "IntellectualPropertyBasedOnTraditionalKnowledge",
      OWNED: "OwnedOrAcquired",
      SHARED: "BenefitShared",
      BASIS: "BasisOfCalculatingBenefitShare",
    },
  },
  "P8-L5": {
    axis: "CorrectiveActionsTakenBasedOnAnyAdverseOrderInIntellectualPropertyRelatedDisputesAxis",
    domain: "CorrectiveActionsTakenBasedOnAnyAdverseOrderInIntellectualPropertyRelatedDisputesDomain",
    columns: {
      AUTHORITY: "NameOfAuthorityForIntellectualPropertyRelatedDisputes",
      CASE: "BriefOfTheCaseForIntellectualPropertyRelatedDisputes",
      ACTION: "CorrectiveActionTakenForIntellectualPropertyRelatedDisputes",
    },
  },
  "P8-L6": {
    axis: "CSRProjectsAxis",
    domain: "CSRProjectsDomain",
    columns: {
      PROJECT: "CSRProject",
      PERSONS: "NumberOfPersonsBenefittedFromCSRProjects",
      VULNERABLE_PCT: "PercentageOfBeneficiariesFromVulnerableAndMarginalizedGroups",
    },
  },
};

/** The members of one row of a row table. */
export function rowDimensions(table: RowTableXbrl, row: number): Dimension[] {
  if (table.members) return [{ axis: table.axis, member: table.members(row) }];
  return [{ axis: table.axis, typed: { domain: table.domain!, value: String(row) } }];
}
